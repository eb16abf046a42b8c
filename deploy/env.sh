# Sourced by deploy/demo.sh and deploy/test.sh: a virtualenv in .venv with the project
# installed from the pinned constraints (created once, refreshed when they change).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
PY="${PYTHON:-python3}"
VENV="${CONVCOMPACT_VENV:-$ROOT/.venv}"
stamp="$VENV/.installed-$(cat pyproject.toml constraints.txt | sha256sum | cut -c1-16)"
if [ ! -f "$stamp" ]; then
  echo "== installing convcompact into $VENV (pinned by constraints.txt)" >&2
  "$PY" -m venv "$VENV"
  "$VENV/bin/python" -m pip install -q --upgrade pip >&2
  "$VENV/bin/python" -m pip install -q -c constraints.txt -e ".[test]" >&2
  rm -f "$VENV"/.installed-*
  touch "$stamp"
fi
export PATH="$VENV/bin:$PATH"
