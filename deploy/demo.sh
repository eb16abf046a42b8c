#!/usr/bin/env bash
# The main job on the embedded default: local Kafka broker, worker with the local extractive
# summarizer, a generated multi-chat stream, boundaries settling. Extra args go to `convcompact demo`.
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
exec convcompact demo "$@"
