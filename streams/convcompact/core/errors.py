"""One exception base for the product.

    ConvcompactError
    ├── BadRecord            a record that cannot be decoded or validated (-> dead letter)
    ├── DeclarationError     a declaration pair that must not start
    └── ChainBroken          a boundary chain the resolver must not trust (fail closed)
"""

from __future__ import annotations


class ConvcompactError(Exception):
    """Base of every error this product raises on purpose."""


class BadRecord(ConvcompactError):
    """Bad input: the message is one line that names the field and the rule."""


class DeclarationError(ConvcompactError):
    """A declarations folder that must not start; the message names the file and field."""


class ChainBroken(ConvcompactError):
    """A boundary chain that fails closed; `reason` is a stable machine-readable name."""

    def __init__(self, reason: str, detail: str = "") -> None:
        super().__init__(f"{reason}: {detail}" if detail else reason)
        self.reason = reason
        self.detail = detail
