// base64url without padding (RFC 4648 §5), the encoding of every key and token in Web Push.

export function toBase64Url(bytes: Uint8Array | ArrayBuffer): string {
  let binary = "";
  for (const b of new Uint8Array(bytes)) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The bytes of a base64url text (padding and the standard alphabet tolerated, as browsers vary); null when it is not one. */
export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  const plain = text.replace(/=+$/, "").replace(/-/g, "+").replace(/_/g, "/");
  if (!/^[A-Za-z0-9+/]*$/.test(plain) || plain.length % 4 === 1) return null;
  const binary = atob(plain + "=".repeat((4 - (plain.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}
