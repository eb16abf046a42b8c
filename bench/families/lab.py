"""The lab family: a machine-learning research lab's Slack channel, in English.

Written after clinica, guild and vve were measured once and joined the tuning set, and run on
no version of the summarizer when it was committed: a held-out family. The PI writes two or
three words ("see me.", "3 seeds.", "ship it"); the PhD students write paragraphs about a loss
spike at step 18k or about reviewer 2; everyone answers with reactions typed as messages
(":+1:", ":eyes:", "+1", "🙏"). The channel is full of pasted training logs (steps, losses,
learning rates, tokens per second), markdown tables of benchmark numbers, LaTeX snippets and
equations, `nvidia-smi` output, arXiv, OpenReview, GitHub and wandb links, the same GPU booking
line again and again with another node and hours, and the cluster bot's disk-space warning.
Deadlines are "Jan 23, 23:59 AoE", times "14:30" and "3pm", rooms "32-G882". Its facts are said
the lab's way ("decision: tokenizer for the multilingual runs = byte-level BPE 50k. moving on",
"Kenji Morimoto owns the data pipeline from now on") and often sit in a long message or under
a pasted log.
"""

from __future__ import annotations

import random
from typing import Callable, Optional

from .common import Chat, Ids, Planted, Pools, Said, Voice, assemble, superseded

NAME = "lab"
LANGUAGE = "en"
# Messages per chat by default: about 18,000 to 25,000 characters of history and about 20 facts.
MESSAGES = 200

_MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
_WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]
_WD3 = ["Mon", "Tue", "Wed", "Thu", "Fri"]
# Who the chatter names: first names and handles (never a fact's person).
_FOLKS = ["Ravi", "Ben", "Ines", "Omar", "Yuki", "Chloe", "Mateo", "Zara", "Ilya", "Noor"]
_NODES = ["a100-01", "a100-07", "a100-09", "h100-02", "h100-14", "h100-17", "l40s-05", "v100-11"]

# Decisions: (the subject, as said and probed, what it may be settled on).
_QUESTIONS = [("the main baseline for the rebuttal", ["Llama-3-8B with LoRA", "the distilled 1.3B model", "our own 350M run"]),
              ("the workshop submission", ["the efficient-ML workshop at NeurIPS", "the ICLR tiny papers track", "the ACL Findings track"]),
              ("tokenizer for the multilingual runs", ["SentencePiece unigram 64k", "byte-level BPE 50k", "the mT5 vocab as is"]),
              ("venue for the survey", ["TMLR", "ACM Computing Surveys", "JMLR"]),
              ("optimizer for the ablation grid", ["AdamW with cosine decay", "Lion", "Adafactor"]),
              ("paper for journal club", ["Mamba-2", "the DPO paper", "Chinchilla"]),
              ("experiment tracking", ["wandb", "self-hosted MLflow", "TensorBoard on the NFS"]),
              ("compute for the scaling study", ["the H100 partition", "cloud credits from the grant", "the old V100s"])]
_SETTLED = ["decision: {s} = {c}. moving on", "ok, going with {c} for {s}",
            "Talked it through in the 1:1s: {s} will be {c}. Please update the planning doc.", "{s}: {c}. final.",
            "after the poll in the thread, {s} → {c} :white_check_mark:", "we're doing {c} for {s}, no more bikeshedding pls"]

# Numbers and dates: (the text, the probe); each template (its own subject) once a chat.
_FIGURES = [("final val perplexity on the held-out shard: {ppl}", ("val perplexity", "{ppl}")),
            ("we have {gh} GPU-hours left on the allocation this quarter", ("{gh} GPU-hours left",)),
            ("page limit for the final version is {pages} pages plus refs", ("page limit for the final version", "{pages} pages")),
            ("reviews are in: {s1}/{s2}/{s3} (confidence {c1}/{c2}/{c3})", ("reviews are in", "{s1}/{s2}/{s3}")),
            ("travel grant is ${usd} per person, receipts within 30 days", ("travel grant", "${usd}")),
            ("BLEU on the de-en test set: {bleu}", ("de-en test set", "{bleu}")),
            ("peak memory with activation checkpointing is {gb} GB per GPU", ("activation checkpointing", "{gb} GB")),
            ("annotation budget left: ${usd2} (that's ~{hrs} more hours on Prolific)", ("annotation budget", "${usd2}")),
            ("the filtered corpus is {tok}B tokens after dedup", ("after dedup", "{tok}B tokens"))]
_WHENS = [("abstract deadline is {mon} {d}, 23:59 AoE", ("abstract deadline", "{mon} {d}")),
          ("full paper due {wd} {mon} {d} AoE (~8am here the morning after)", ("full paper due", "{mon} {d}")),
          ("group meeting this week is {wd} at {h}:{mm}", ("group meeting this week", "{h}:{mm}")),
          ("rebuttal window opens {mon} {d}, we get 7 days", ("rebuttal window", "{mon} {d}")),
          ("my thesis defense is {wd} {mon} {d} at {h}:{mm}, pls come 🥲", ("thesis defense", "{mon} {d}")),
          ("cluster maintenance on {mon} {d}, {h}:00–{h2}:00 UTC, running jobs will be killed", ("cluster maintenance", "{mon} {d}")),
          ("poster printing orders close {wd} at {pm}pm", ("poster printing", "{wd} at {pm}pm")),
          ("camera-ready deadline: {mon} {d} AoE", ("camera-ready deadline", "{mon} {d}"))]

_PEOPLE = ["Priya Raghunathan", "Jonas Eberhardt", "Mei-Lin Chen", "Tomás Ibarra", "Aisha Okafor", "Hannah Whitfield",
           "Kenji Morimoto", "Sofia Lindqvist", "Daniel Oduya", "Farah Haddad", "Lucas Moreau", "Grace Adeyemi", "Nikolai Petrov",
           "Isabel Ferreira"]
_HATS = [("{p} is our new cluster admin, ask them about quota", "new cluster admin"),
         ("{p} owns the data pipeline from now on", "owns the data pipeline"),
         ("first author on the ICML draft is {p}", "first author on the ICML draft"),
         ("our contact at the compute grant office is {p}", "compute grant office"),
         ("{p} will TA 6.8610 this spring", "TA 6.8610"),
         ("reimbursements go through {p} now", "reimbursements go through"),
         ("welcome {p}, our visiting postdoc from ETH 👋", "visiting postdoc"),
         ("{p} runs journal club this semester", "runs journal club"),
         ("{p} is the ethics reviewer for the dataset paper", "ethics reviewer")]
_CHORES = ["rerun the ablation with seed 3", "fix the broken citation keys in related work", "upload the checkpoints to the HF hub",
           "write the limitations section", "check the license of the scraped forum data", "make figure 4 colorblind-safe",
           "reserve GPUs for the final sweep", "send the IRB amendment", "port the eval script to the new API",
           "proofread the proofs in appendix B", "book the hotel for the conference", "update the README of the code release"]
_ASKS = ["can someone {a}? i'm drowning this week", "TODO before friday: {a}", "still nobody has volunteered to {a} 🙃",
         "@here we need someone to {a} :pray:", "open item from the meeting: {a} (unassigned)", "reminder that we still have to {a}"]

# Corrected by an edit: (first text, edited text, subject, kind of value).
_EDITS = [("overleaf for the ICML draft: {x}", "overleaf for the ICML draft (the right one, the other is the old template): {y}",
           "overleaf for the ICML draft", "overleaf"),
          ("wandb project is {x}", "wandb project is {y}", "wandb project", "wandb"),
          ("checkpoint for the eval is at {x}", "checkpoint for the eval is at {y}", "checkpoint for the eval", "path"),
          ("zoom for the defense rehearsal: {x}", "zoom for the defense rehearsal: {y} (passcode in the invite)", "defense rehearsal", "zoom"),
          ("learning rate for the big run is {x}", "learning rate for the big run is {y} (typo before, sorry)",
           "learning rate for the big run", "lr"),
          ("our submission ID is {x}, use it in the rebuttal doc", "our submission ID is {y}, use it in the rebuttal doc",
           "submission ID", "pid")]
# Contradicted by a later message: (first text, the later ones, subject, kind of value).
_REVERSALS = [("lab meeting this week is in {x}", ["room change: lab meeting is in {y}",
                                                   "lab meeting will be in {y} instead, ours got double-booked"], "lab meeting", "room"),
              ("the hyperparameter sweep runs on {x}", ["moving the hyperparameter sweep to {y}, the other queue is full",
                                                        "hyperparameter sweep is going on {y} now"], "hyperparameter sweep", "node"),
              ("our talk slot is {x}", ["schedule update: our talk slot is now {y}", "they reshuffled the program, our talk slot is {y}"],
               "talk slot", "slot"),
              ("the dataset release goes out under {x}", ["change of plan, the dataset release goes out under {y}",
                                                          "legal says the dataset release has to be {y}"], "dataset release", "license"),
              ("batch size for the big run is {x}", ["bumping the batch size for the big run to {y}",
                                                     "batch size for the big run will be {y}, the old one OOMs"],
               "batch size for the big run", "bs"),
              ("office hours are {x}", ["office hours moved to {y}", "heads up, office hours are {y} from now on"], "office hours", "hours")]
_ROOMS = ["32-G882", "Stata D463", "the 4th floor kitchen", "NE48-201", "the big conference room", "Zoom only", "room 5-134"]
_SWEEP_NODES = ["a100-03", "a100-12", "h100-05", "h100-21", "l40s-02", "the TPU v4-32 pod"]
_LICENSES = ["CC BY 4.0", "CC BY-NC 4.0", "ODC-By 1.0", "Apache 2.0", "the MIT license", "a research-only license"]
_BATCH = ["256 seqs", "512 seqs", "1024 seqs", "2048 seqs", "384 seqs", "768 seqs", "1536 seqs"]
_LRS = ["1e-4", "2e-4", "3e-4", "6e-4", "1.5e-4", "8e-5", "5e-5"]

# The chatter.
_REACT = [":+1:", "+1", ":eyes:", ":pray:", ":tada:", ":fire:", ":white_check_mark:", "👀", "🎉", "🙏", "🔥", "lgtm", "ty!",
          "thanks!!", "nice", "oof", "ack", "on it", "sgtm", "will do", "haha", "lol", "💀", "same", "k", "done", "+1 to this", "woo",
          ":party_parrot:", "omw", "brb lunch", ":thinking_face:", "🫠", "yes", "nope", "ty", ":100:", "👍", "💯", "🙌"]
_PI = ["see me.", "not convincing", "where are the error bars", "ship it", "3 seeds.", "why?", "ok", "good.", "talk tomorrow", "cite it",
       "ping me when the numbers are in", "no.", "fine", "send me the pdf", "too long", "which table?", "rerun it", "nice work",
       "Do it.", "later", "who?"]
_CHAT = ["is anyone else getting NCCL timeouts on node 7?", "queue is 40 jobs deep again 🙃",
         "reviewer 2 wants a comparison with a method that came out after the deadline lol",
         "does anyone have the bibtex for Attention Is All You Need with the right venue", "pizza in the 4th floor lounge 🍕",
         "coffee at 3?", "my job got preempted at step 41k, again", "the loss spike at 18k is back, same data shard?",
         "who broke the conda env on the shared node", "fyi WFH tomorrow, dentist at 11", "{f}'s talk at 4pm in 32-123 is worth going to",
         "does the 80GB card fit a 13B model with ZeRO-3 and bf16?", "anyone want to split an uber to the airport Thursday ~6am",
         "new open weights dropped, someone should eval them", "the reimbursement portal is down again",
         "got a desk reject for the margins lmao", "{f}'s PR breaks the tokenizer tests btw",
         "which template are we using, the 2025 or the 2026 one?", "i'll be 10 min late to the sync",
         "anyone know why \\citep renders as (?) in the template", "is the GPU quota per user or per group?",
         "my eval numbers don't match the paper by like 2 points, anyone seen that", "flash-attn won't build with CUDA 12.4 on the login node",
         "does anyone actually read the appendix", "{f} is defending in March 🎓", "the HPC office says the scratch purge is on the 1st",
         "who took the HDMI adapter from 32-G725", "Reading the Mamba paper again and i still don't get the selective scan",
         "anyone going to the talk by the OpenAI person at 5?", "seminar at noon has free lunch"]
_SAGA = ["ok so update on the divergence thing", "I've been debugging this for three days", "it only happens past 20k steps with bf16",
         "fp32 is fine but 2.3x slower", "I checked the data loader and the shards look fine",
         "grad norm spikes to like 40 right before it blows up", "I tried lowering the lr and adding warmup, no luck",
         "{f} suggested z-loss so I'm trying 1e-4 now", "if that doesn't work I'll bisect the commits from last week",
         "also I think the eval numbers in the draft are from the old checkpoint", "sorry for the wall of text", "will report back tonight",
         "anyway if anyone has seen this before pls tell me"]
_ANGST = ["I read the reviews again", "R1 is basically positive, R3 didn't read the paper", "R2 says the novelty is limited",
          "and that we should compare to 4 more baselines", "we have 7 days and maybe 300 GPU hours", "I think we can do 2 of them",
          "the other two don't have code", "I'm going to write that politely", "also they want error bars on table 2",
          "which means 3 seeds for everything", "I drafted a response in the doc", "comments welcome, esp. on the second point",
          "I'm trying not to take it personally 😅"]
_SCRATCH = "⚠️ *cluster-bot*: /scratch is {pc}% full. Please delete old checkpoints (`du -sh /scratch/$USER`)."
_SYNC = "🗓 Reminder: add your updates to the weekly sync doc before Monday 10:00."
_BOT = ["noted :memo:", "I can't open PDFs, could you paste the relevant part?", "Thanks, logged.",
        "I'll remind the channel before the deadline.", "👍"]


def _code(rng: random.Random, n: int, alphabet: str = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def _log(rng: random.Random) -> str:
    """Training output as pasted from a terminal."""
    step, loss, lr = rng.randrange(2, 180) * 1000, rng.uniform(1.8, 3.6), rng.choice([3e-4, 2e-4, 6e-4, 1e-4])
    lines = [f"[2026-11-{rng.randrange(1, 29):02d} {rng.randrange(0, 24):02d}:{rng.randrange(0, 60):02d}:{rng.randrange(0, 60):02d}] "
             f"rank0 | run {_code(rng, 8, 'abcdefghijklmnopqrstuvwxyz0123456789')}"]
    for _ in range(rng.randrange(3, 10)):
        step += rng.choice([100, 200, 500])
        loss -= rng.uniform(-0.05, 0.04)
        spike = rng.random() < 0.1
        lines.append(f"step {step:>6} | loss {loss + (rng.uniform(1, 4) if spike else 0):.4f} | lr {lr * rng.uniform(0.9, 1):.2e} | "
                     f"grad_norm {rng.uniform(0.2, 45 if spike else 1.4):.2f} | tok/s {rng.randrange(90_000, 420_000):,}")
    if rng.random() < 0.25:
        lines.append(rng.choice(["torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB",
                                 "[E ProcessGroupNCCL.cpp:475] Watchdog caught collective operation timeout",
                                 f"eval | val_loss {loss + 0.08:.4f} | acc {rng.uniform(30, 70):.2f}",
                                 "Saving checkpoint to /scratch/ckpt/latest ..."]))
    return "```\n" + "\n".join(lines) + "\n```"


def _table(rng: random.Random) -> str:
    cols = rng.sample(["MMLU", "GSM8K", "HumanEval", "ARC-c", "HellaSwag", "TriviaQA", "BBH"], rng.randrange(3, 6))
    rows = rng.sample(["baseline", "ours", "ours + distill", "ours (no warmup)", "LoRA r=16", "full FT", "ours, 2x data"], rng.randrange(3, 6))
    out = ["| model | " + " | ".join(cols) + " |", "|---" * (len(cols) + 1) + "|"]
    for r in rows:
        out.append(f"| {r} | " + " | ".join(f"{rng.uniform(5, 80):.1f}" for _ in cols) + " |")
    return rng.choice(["numbers from last night:\n", "updated table\n", "", "this doesn't look right?\n"]) + "\n".join(out)


def _latex(rng: random.Random) -> str:
    return rng.choice([
        "```\n\\begin{equation}\n  \\mathcal{L}(\\theta) = -\\sum_{t=1}^{T} \\log p_\\theta(x_t \\mid x_{<t})"
        " + \\lambda \\lVert \\theta \\rVert_2^2\n\\end{equation}\n```\nis the \\lambda term confusing here?",
        "can we write it as $\\mathrm{softmax}(QK^\\top / \\sqrt{d_k})V$ inline or is that too long",
        "`\\newcommand{\\ours}{\\textsc{Sparrow}\\xspace}` please use this macro everywhere",
        f"```\n\\begin{{tabular}}{{lcc}}\n\\toprule\nModel & Acc & F1 \\\\\n\\midrule\nBaseline & {rng.uniform(50, 70):.1f} & "
        f"{rng.uniform(40, 60):.1f} \\\\\n\\ours & \\textbf{{{rng.uniform(70, 85):.1f}}} & \\textbf{{{rng.uniform(60, 75):.1f}}} \\\\\n"
        "\\bottomrule\n\\end{tabular}\n```",
        "why does $\\mathbb{E}_{x \\sim \\mathcal{D}}[\\nabla_\\theta \\ell(x)]$ render in the wrong font",
        f"we need to cut {rng.randrange(5, 40)} lines, I'm moving eq. (7) to the appendix"])


def _smi(rng: random.Random) -> str:
    rows = []
    for g in range(rng.randrange(2, 5)):
        used = rng.randrange(300, 81000)
        rows.append(f"|  {g}  NVIDIA H100 80GB HBM3   On | {rng.randrange(20, 80)}C  P0  {rng.randrange(60, 700)}W / 700W | "
                    f"{used:>5}MiB / 81559MiB | {rng.randrange(0, 101):>3}% |")
    return "```\n$ nvidia-smi\n| NVIDIA-SMI 550.54.15   Driver Version: 550.54.15   CUDA Version: 12.4 |\n" + "\n".join(rows) + \
        "\n```\nwho is on gpu " + str(rng.randrange(0, 4)) + "? it's been at 100% since yesterday"


def _link(rng: random.Random) -> str:
    return rng.choice([
        f"https://arxiv.org/abs/24{rng.randrange(1, 13):02d}.{rng.randrange(10000, 99999)} this is basically our method 😬",
        f"https://arxiv.org/pdf/25{rng.randrange(1, 13):02d}.{rng.randrange(10000, 99999)}v2 worth reading for related work",
        f"https://openreview.net/forum?id={_code(rng, 10)} reviews are public lol",
        f"https://github.com/{rng.choice(['lab-nlp', 'huggingface', 'EleutherAI'])}/{rng.choice(['trainer', 'evals', 'lm-harness'])}"
        f"/pull/{rng.randrange(100, 9999)} PTAL",
        f"https://docs.google.com/document/d/{_code(rng, 44)}/edit weekly sync notes",
        f"https://wandb.ai/lab-nlp/{rng.choice(['scaling', 'distill', 'mt'])}/runs/{_code(rng, 8, 'abcdefghijklmnopqrstuvwxyz0123456789')}"
        " the spike is at the far right"])


def _booking(rng: random.Random) -> str:
    a = rng.randrange(0, 6)
    h = rng.randrange(8, 20)
    return (f"📌 booking {rng.choice(_NODES)} gpus {a}-{a + rng.choice([1, 3])} {rng.choice(_WD3)} "
            f"{h}:00–{min(h + rng.randrange(3, 12), 23)}:00 for {rng.choice(_FOLKS)}'s ablations, shout if that clashes")


def _ramble(rng: random.Random, lines: list[str]) -> str:
    keep = sorted(rng.sample(range(len(lines)), rng.randrange(5, len(lines))))
    sep = rng.choice([" ", ". ", "\n"])
    return sep.join(lines[i].format(f=rng.choice(_FOLKS)) for i in keep)


def _chatter(rng: random.Random) -> Said:
    x = rng.random()
    if x < 0.25:
        return rng.choice(_REACT), None
    if x < 0.31:
        return rng.choice(_PI), None
    if x < 0.47:
        text = rng.choice(_CHAT).format(f=rng.choice(_FOLKS))
        if rng.random() < 0.3:
            text = text.lower().rstrip("?.")
        return text, None
    if x < 0.53:
        return _ramble(rng, _SAGA if rng.random() < 0.5 else _ANGST), None
    if x < 0.61:
        return rng.choice(["", "", "see below\n", "lr warmup helps?\n", "this is the spike 👇\n"]) + _log(rng), None
    if x < 0.66:
        return _table(rng), None
    if x < 0.70:
        return _latex(rng), None
    if x < 0.76:
        return _link(rng), None
    if x < 0.81:
        return _booking(rng), None
    if x < 0.83:
        return _smi(rng), None
    if x < 0.86:
        return (_SCRATCH.format(pc=rng.randrange(88, 100)) if rng.random() < 0.6 else _SYNC), None
    if x < 0.91:
        if rng.random() < 0.6:
            return rng.choice(["", "", "loss curve", "this plot 😬", "attention maps for layer 12"]), [
                {"kind": "photo", "name": f"Screenshot 2026-11-{rng.randrange(1, 29):02d} at {rng.randrange(9, 23)}.{rng.randrange(10, 59)}.png",
                 "mime": "image/png", "bytes": rng.randrange(60_000, 2_500_000)}]
        return rng.choice(["", "latest draft", "slides for tomorrow"]), [
            {"kind": "document", "name": rng.choice(["main.pdf", "draft_v7.pdf", "rebuttal.pdf", "slides.pdf"]),
             "mime": "application/pdf", "bytes": rng.randrange(200_000, 9_000_000)}]
    if x < 0.95:
        return f"replied to a thread: {rng.choice(_CHAT).format(f=rng.choice(_FOLKS))}", None
    return f"> {rng.choice(_ANGST)}\n{rng.choice(_REACT + _PI)}", None


class _Draws:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.p = Pools(rng, question=_QUESTIONS, figure=_FIGURES, when=_WHENS, person=_PEOPLE, hat=_HATS, chore=_CHORES, edit=_EDITS,
                       reversal=_REVERSALS, room=_ROOMS, node=_SWEEP_NODES, license=_LICENSES, bs=_BATCH, lr=_LRS)

    def fresh(self, tag: str, lo: int, hi: int) -> int:
        return int(self.p.unique(lambda: (tag, self.rng.randrange(lo, hi)))[1])

    def value(self, kind: str) -> Optional[str]:
        r, p = self.rng, self.p
        if kind == "overleaf":
            return p.unique(lambda: "https://www.overleaf.com/" + "".join(r.choice("0123456789") for _ in range(10))
                            + _code(r, 12, "abcdefghijklmnopqrstuvwxyz"))
        if kind == "wandb":
            return p.unique(lambda: f"lab-nlp/{r.choice(['sparrow', 'heron', 'finch', 'kestrel', 'wren'])}-{r.randrange(10, 99)}")
        if kind == "path":
            return p.unique(lambda: f"/scratch/ckpt/run-{_code(r, 6, 'abcdefghijklmnopqrstuvwxyz0123456789')}/step_{r.randrange(10, 200)}000")
        if kind == "zoom":
            return p.unique(lambda: f"https://mit.zoom.us/j/{r.randrange(10**9, 10**10)}")
        if kind == "pid":
            return p.unique(lambda: f"#{r.randrange(10000, 99999)}")
        if kind == "slot":
            return p.unique(lambda: f"{r.choice(_WD3)} {r.randrange(9, 18)}:{r.choice(['00', '20', '40'])}")
        if kind == "hours":
            h = r.randrange(1, 5)
            return p.unique(lambda: f"{r.choice(_WD)}s {h}-{h + 1}pm")
        return p.take(kind)


def _plant(kind: str, d: _Draws, rng: random.Random) -> Planted:
    p = d.p
    if kind == "decision":
        q = p.take("question")
        if q is None:
            return None
        c = rng.choice(q[1])
        return rng.choice(_SETTLED).format(s=q[0], c=c), (q[0], c), None
    if kind in ("number", "date/time"):
        t = p.take("figure" if kind == "number" else "when")
        if t is None:
            return None
        text, probe = t
        wd = rng.randrange(len(_WD))
        fill: dict[str, Callable[[], str]] = dict(
            ppl=lambda: f"{d.fresh('ppl', 800, 2400) / 100:.2f}", gh=lambda: f"{d.fresh('gh', 120, 9800):,}",
            pages=lambda: str(d.fresh("pages", 4, 11)), s1=lambda: str(rng.randrange(3, 9)), s2=lambda: str(rng.randrange(3, 9)),
            s3=lambda: str(d.fresh("s3", 1, 10)), c1=lambda: str(rng.randrange(2, 6)), c2=lambda: str(rng.randrange(2, 6)),
            c3=lambda: str(rng.randrange(2, 6)), usd=lambda: f"{d.fresh('usd', 400, 3000):,}", bleu=lambda: f"{d.fresh('bleu', 180, 420) / 10:.1f}",
            gb=lambda: f"{d.fresh('gb', 180, 790) / 10:.1f}", usd2=lambda: f"{d.fresh('usd2', 1200, 9900):,}",
            hrs=lambda: str(rng.randrange(40, 300)),
            tok=lambda: f"{d.fresh('tok', 12, 480) / 10:.1f}", mon=lambda: rng.choice(_MON), d=lambda: str(d.fresh("d", 1, 29)),
            wd=lambda: _WD[wd], h=lambda: str(d.fresh("h", 9, 17)), mm=lambda: rng.choice(["00", "15", "30", "45"]),
            h2=lambda: "?", pm=lambda: str(d.fresh("pm", 1, 6)))
        slots = {k: f() for k, f in fill.items() if "{" + k + "}" in text}
        if "h2" in slots:  # a maintenance window of a few hours
            slots["h2"] = str(int(slots["h"]) + rng.randrange(2, 6))
        return text.format(**slots), tuple(x.format(**slots) for x in probe), None
    if kind == "who is who":
        who, hat = p.take("person"), p.take("hat")
        return (hat[0].format(p=who), (who, hat[1]), None) if who and hat else None
    if kind == "open task":
        a = p.take("chore")
        return (rng.choice(_ASKS).format(a=a), (a,), None) if a else None
    return superseded(kind, p.take("edit" if kind == "corrected (edit)" else "reversal"), rng, d.value)


def generate(seed: int, chats: int, messages: int, ids: Optional[Ids] = None, fact_share: float = 0.11) -> list[Chat]:
    rng = random.Random(f"{NAME}/{seed}")
    name = ids or (lambda c: f"lab{seed}-{c}")
    return [_chat(rng, name(c), messages, fact_share) for c in range(chats)]


def _chat(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    d = _Draws(rng)
    people = [f"U0{_code(rng, 9, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}" for _ in range(rng.randrange(5, 12))]  # Slack member ids

    def wrap(text: str) -> str:
        return rng.choice([f"{_ramble(rng, _SAGA)} also {text}",
                           f"quick updates:\n• {rng.choice(_CHAT).format(f=rng.choice(_FOLKS))}\n• {text}\n• {_booking(rng)}",
                           f"{text}\n{_log(rng)}", f"notes from today's 1:1: {text}", f"@channel {text}",
                           f"> {rng.choice(_ANGST)}\n{text}", f"{text} (cc {rng.choice(_FOLKS)})"])

    voice = Voice(
        plant=lambda kind: _plant(kind, d, rng),
        chatter=lambda: _chatter(rng),
        wrap=wrap,
        wrap_share=0.3,
        reply=lambda: rng.choice(_BOT),
        reply_share=0.05,
        # Working hours and late nights before a deadline; silent weekends now and then.
        gap_s=lambda: rng.randrange(10, 1500) if rng.random() > 0.1 else rng.randrange(5 * 3600, 60 * 3600),
        supersede_after=(5, 45),
    )
    return assemble(rng, chat_id, n, fact_share, NAME, people, voice)
