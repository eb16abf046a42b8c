#!/usr/bin/env python3
"""The project's local Kafka broker launcher, run from a checkout with no dependencies
installed (the test command fetches the jars with it before anything else). The launcher
itself is part of the package, convcompact/demo/broker.py (standard library only), so an
installed `convcompact demo` has it too; this file only runs it.

    python3 deploy/kafka_broker.py fetch|start|stop|status ...   (see that module)
"""

import runpy
from pathlib import Path

if __name__ == "__main__":
    runpy.run_path(str(Path(__file__).resolve().parent.parent / "streams" / "convcompact" / "demo" / "broker.py"), run_name="__main__")
