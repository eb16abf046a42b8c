"""The model providers as the executor's `Models` port (convcompact.runtime.executor holds the
rules: leases, the in-flight check, the results look-up, republishing, the sweeper)."""

from __future__ import annotations

import time
from typing import Optional

from convcompact.core.model_runner import make_result, utcnow
from convcompact.core.output_contract import OutputContractViolation
from convcompact.core.records import Dispatch, Result, Usage
from convcompact.runtime.metrics import Metrics
from .providers import Provider, ProviderError


async def run_model(dispatch: Dispatch, provider: Provider, metrics: Metrics) -> Result:
    """One model execution: a result with text, or with the error that ended it."""
    started = utcnow()
    text: Optional[str] = None
    error: Optional[str] = None
    kind: Optional[str] = None
    usage = Usage()
    reported: Optional[str] = None
    t0 = time.monotonic()
    try:
        text, usage, reported = await provider.complete(dispatch.packet, dispatch.model)
    except OutputContractViolation as exc:
        error, kind = str(exc)[:300], "output-contract"
    except ProviderError as exc:
        error, kind = str(exc)[:300], "provider"
    except Exception as exc:  # a provider bug is a failed run, never a crashed runner
        error, kind = f"{type(exc).__name__}: {str(exc).splitlines()[0] if str(exc) else ''}"[:300], "provider"
    metrics.model_latency.observe(time.monotonic() - t0)
    return make_result(
        dispatch, provider=provider.name, model=reported or dispatch.model, requested_model=dispatch.model,
        text=text, error=error, error_kind=kind,
        usage=usage, started_at=started, finished_at=utcnow(),
    )


class ProviderModels:
    """The worker's providers, one per profile the declarations name."""

    def __init__(self, providers: dict[str, Provider], metrics: Metrics) -> None:
        self.providers, self.metrics = providers, metrics

    def lease_seconds(self, dispatch: Dispatch) -> float:
        return float(self.providers[dispatch.provider].profile.lease_seconds())

    def provider_name(self, dispatch: Dispatch) -> str:
        return self.providers[dispatch.provider].name

    async def run(self, dispatch: Dispatch) -> Result:
        return await run_model(dispatch, self.providers[dispatch.provider], self.metrics)
