"""Every record of the pipeline, one Pydantic v2 model each, split by job:

    base       the Record base (each model owns its type string and topic role), decoding by model
    inputs     the contract's input records (source messages, deliveries, corrections)
    pipeline   run records, documents (frontier, packet), dispatches, results, boundaries
    context    the agent's context (the client library's types)
    control    generations and dead letters (the pipeline's own control records)
"""

from .base import NOT_PARSED, Ident, Record, Seq, Timestamp, decode, parse, type_of, validate
from .context import AgentContext, AmendmentInContext, BoundaryInContext, ContextManifest, ContextSizes, NativeMessage
from .control import DeadLetter, Generation
from .inputs import (
    INPUT_MODELS, INPUT_ROLES, MODEL_OF_ROLE, AgentDelivery, Attachment, AttachmentKind, DeliveryTarget, InputRecord,
    SourceCorrection, SourceMessage, SourceTarget, decode_input, event_time_field, stored_attachments,
)
from .pipeline import (
    DOCUMENT_MODELS, SETTLEMENT_OUTCOMES, TRIGGER_OUTCOMES, ActivationFrontier, AmendmentRef, Auxiliary, Boundary,
    CompactorRef, ContextPacket, ContextSnapshot, ConversationRef, CoveredThrough, Dispatch, FrontierRef, FrozenTurn,
    Grounding, GroundingCounts, InputStats, ModelReceipt, Policy, PreviousRef, PriorBoundary, Result, RunOutcome, RunRecord, RunRef, Sizes,
    Summary, Usage, boundary_key, own_evaluation,
)

__all__ = [
    "NOT_PARSED", "Ident", "Record", "Seq", "Timestamp", "decode", "parse", "type_of", "validate",
    "AgentContext", "AmendmentInContext", "BoundaryInContext", "ContextManifest", "ContextSizes", "NativeMessage",
    "DeadLetter", "Generation",
    "INPUT_MODELS", "INPUT_ROLES", "MODEL_OF_ROLE", "AgentDelivery", "Attachment", "AttachmentKind", "DeliveryTarget",
    "InputRecord", "SourceCorrection", "SourceMessage", "SourceTarget", "decode_input", "event_time_field",
    "stored_attachments",
    "DOCUMENT_MODELS", "SETTLEMENT_OUTCOMES", "TRIGGER_OUTCOMES", "ActivationFrontier", "AmendmentRef", "Auxiliary",
    "Boundary", "CompactorRef", "ContextPacket", "ContextSnapshot", "ConversationRef", "CoveredThrough", "Dispatch",
    "FrontierRef", "FrozenTurn", "Grounding", "GroundingCounts", "InputStats", "ModelReceipt", "Policy", "PreviousRef", "PriorBoundary", "Result",
    "RunOutcome", "RunRecord", "RunRef", "Sizes", "Summary", "Usage", "boundary_key", "own_evaluation",
]
