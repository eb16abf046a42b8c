"""convcompact: model-context compaction for persistent chat agents, on Kafka."""
