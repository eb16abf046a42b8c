from .cli import main

if __name__ == "__main__":  # not when a spawned process (the summarizer pool) imports it
    main()
