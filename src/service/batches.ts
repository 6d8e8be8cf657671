// Many rooms asked for one request (a person's games, a page of the directory): a batch at a time,
// so a person with hundreds of games neither waits for them one by one nor opens hundreds of
// calls at once.

/** `each` of `items`, `size` at a time; the answers in the items' order. */
export async function inBatches<T, R>(items: readonly T[], size: number, each: (item: T) => Promise<R>): Promise<R[]> {
  const answers: R[] = [];
  for (let i = 0; i < items.length; i += size) answers.push(...(await Promise.all(items.slice(i, i + size).map(each))));
  return answers;
}
