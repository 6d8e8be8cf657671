#!/usr/bin/env bash
# Starts the server as the README says (npm start) and plays one game of every kind between
# webhook bots that drop a tenth of first deliveries (test/smoke/webhook-bots.mjs).
set -euo pipefail
cd "$(dirname "$0")/../.."
source test/smoke/server.sh
node test/smoke/webhook-bots.mjs || { grep -i "error" "$log" | tail -20; exit 1; }
