"""The contract's topics: names, partitioning, creation, reading and dead letters."""
