#!/usr/bin/env bash
# A private virtualenv with the peers `make bench` measures against (PyPI).
set -euo pipefail
V=${1:-target/peervenv}
if [ ! -x "$V/bin/python" ]; then python3 -m venv "$V"; fi
"$V/bin/python" -c "import edgar" 2>/dev/null || "$V/bin/pip" install -q "edgartools==5.62.1"
# sentence-transformers brings PyTorch (large); a failure leaves the embedding ratio unmeasured, not the bench broken.
"$V/bin/python" -c "import sentence_transformers" 2>/dev/null || "$V/bin/pip" install -q sentence-transformers || echo "peer-venv: sentence-transformers not installed" >&2
