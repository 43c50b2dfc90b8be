#!/bin/bash
# Compares two running stores' catalogue answers (book ids in order, and pagination) for every query string
# of compare-searches.queries, e.g. main's build against a branch's on two clones of one database:
#   RATE_LIMIT_ALLOW_TOKEN=... scripts/compare-searches.sh 3651 3650
# Run the stores with CATALOGUE_CACHE=false so that both answer from the database.
set -u
here=$(dirname "$0")
header="x-rate-limit-allow: ${RATE_LIMIT_ALLOW_TOKEN:-}"
answer() {
  curl -s -H "$header" "http://127.0.0.1:$1/api/products/get?$2" |
    python3 -c 'import json,sys; d=json.load(sys.stdin); print(json.dumps([[p["id"] for p in d["products"]], d["pagination"]]))'
}
same=0; different=0
while IFS= read -r query; do
  [ -z "$query" ] && continue
  a=$(answer "$1" "$query"); b=$(answer "$2" "$query")
  if [ "$a" == "$b" ]; then same=$((same + 1)); echo "same       $query"; else different=$((different + 1)); echo "DIFFERENT  $query"; fi
done < "$here/compare-searches.queries"
echo "same: $same, different: $different"
