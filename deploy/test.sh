#!/usr/bin/env bash
# The test command: core tests (no Kafka) and integration tests against a real broker that the
# session fixture starts (deploy/kafka_broker.py) unless KAFKA_BOOTSTRAP_SERVERS is set.
# Extra args go to pytest, e.g. `bash deploy/test.sh -m "not broker"`.
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
python deploy/kafka_broker.py fetch >&2
exec python -m pytest -p no:cacheprovider "$@"
