"""The broker-free batch runtime the worker and the in-process driver both run (see
runtime.py), its ports (ports.py) and their in-memory implementations (memory.py), the
in-process driver (driver.py) and the metrics it counts (metrics.py)."""
