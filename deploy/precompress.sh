#!/bin/sh
# Writes .br and .gz next to every compressible file of the build's static folder, so nginx's
# brotli_static/gzip_static send them without compressing on each request. Run after `next build`.
# Usage: deploy/precompress.sh [/srv/agency/.next/static]
set -eu
dir="${1:-.next/static}"
find "$dir" -type f \( -name '*.js' -o -name '*.css' -o -name '*.svg' -o -name '*.json' -o -name '*.txt' \) | while read -r file; do
  [ -f "$file.gz" ] || gzip -9 -k -n "$file"
  if command -v brotli >/dev/null 2>&1; then
    [ -f "$file.br" ] || brotli -q 11 -k "$file"
  else
    [ -f "$file.br" ] || node -e 'const fs=require("fs"),z=require("zlib");const f=process.argv[1];fs.writeFileSync(f+".br",z.brotliCompressSync(fs.readFileSync(f),{params:{[z.constants.BROTLI_PARAM_QUALITY]:11}}))' "$file"
  fi
done
