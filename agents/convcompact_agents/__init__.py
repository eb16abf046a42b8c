"""The Faust shell: app, topics, the state table and the agents that call the pure core."""
