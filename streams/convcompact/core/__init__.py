"""The pure core: folding, planning, rendering, hashing, chain validation, declarations. No Kafka, no Faust."""
