"""The helpdesk family: a customer-support case in English, worked in one shared chat.

Written after extractive-v3's last measurement, before any change to the summarizer made
after it, and run on no version of the summarizer before the final measurement: a held-out
family. A small business (a dental practice, a café, a gym) talks to a home-appliance maker's
support desk; several of its staff write, and so do two or three support agents. The register
is a support desk's: long canned macros said again and again with the agent's name and the
case number in them, apologies and hold messages, email signatures with phone numbers and legal
footers pasted under a customer's message, error codes and app logs, tracking links,
screenshots and PDFs; the customer's staff write lower case and in capitals when angry. Its
facts are said in support's words ("Resolution agreed for the cracked induction hob: a
replacement unit by express courier."), or the customer's ("our IT guy is Dmitri").
"""

from __future__ import annotations

import random
from typing import Optional

from .common import Chat, Ids, Planted, Pools, Said, Voice, assemble, superseded

NAME = "helpdesk"
# Messages per chat by default: about 18,000 to 24,000 characters of history and about 20 facts.
MESSAGES = 220
LANGUAGE = "en"

_ITEMS = [("the dishwasher order", "dishwasher"), ("the cracked induction hob", "induction hob"), ("the duplicate invoice", "duplicate invoice"),
          ("the late espresso machine", "espresso machine"), ("the annual maintenance plan", "maintenance plan"),
          ("the faulty thermostat", "thermostat"), ("the missing parcel", "missing parcel"), ("the water filter subscription", "water filter")]
_OUTCOMES = ["a full refund to the original card", "a replacement unit by express courier", "store credit for the full amount",
             "a free upgrade to the Pro model", "a technician visit at no charge", "a partial refund of the shipping fee",
             "a 12-month extended warranty", "an exchange for the graphite model", "a courtesy loan unit until it is repaired"]
_PEOPLE = ["Dmitri", "Anjali", "Rosalind", "Emeka", "Birgit", "Tobias", "Yusra", "Caoimhe", "Leandro", "Marguerite", "Hamish", "Svetlana"]
_AGENTS = ["Jordan", "Keira", "Malik", "Noor", "Pascal", "Quinn", "Wren", "Zofia"]  # agents in the macros (never a fact's person)
_ROLES = [("{p} from our billing team owns this case from now on.", "billing team"),
          ("Hi all, I'm {p}, the escalation manager for the Nordics region.", "escalation manager"),
          ("Please copy {p} on everything — she's our office manager and signs off on purchases.", "office manager"),
          ("{p} is the field engineer assigned to your postcode.", "field engineer"),
          ("our IT guy is {p} he'll be the one on site", "IT guy"),
          ("{p} handles warranty claims on our side so I'm handing over to them", "warranty claims")]
_TASKS = ["send a photo of the serial number sticker", "confirm the delivery address", "return the signed RMA form",
          "reset the unit to factory settings", "forward the original receipt", "approve the revised quote",
          "book a slot for the engineer", "upload the error log from the app", "check the water pressure at the inlet",
          "update the billing contact", "print the prepaid return label", "keep the original packaging"]
_WAREHOUSES = ["Memphis", "Reno", "Rotterdam", "Leipzig", "Dublin", "Poznań", "Tilburg", "Lyon"]
_TIERS = ["Bronze", "Silver", "Platinum", "Essential", "Priority", "Enterprise"]
_ENGINEERS = ["Ravi Menon", "Clara Haug", "Felix Obi", "Greta Lind", "Ibrahim Sow", "Lotte Vos"]
_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
_WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]

_DECIDE = ["Resolution agreed with you for {i}: {o}.", "My supervisor approved it — {o} for {i}.",
           "Let's go with {o} for {i} then, I've logged it on the case.", "we'd prefer {o} for {i} please go ahead",
           "Final decision on {i}: {o}. This closes the dispute on our side."]
_NUMBERS = [("The order total was ${n}.{cc} including tax.", ("order total", "${n}.{cc}")),
            ("Your account currently has {k} active seats.", ("{k} active seats",)),
            ("The replacement's serial number is HX-{code}.", ("serial number", "HX-{code}")),
            ("we have {k} units installed across our clinics", ("{k} units installed",)),
            ("The restocking fee is {pc}% of the purchase price.", ("restocking fee", "{pc}%")),
            ("Parcel weight on the label: {w} kg", ("parcel weight", "{w} kg"))]
_DATES = [("Your technician visit is confirmed for {wd}, {mo} {d}, between {h1} and {h2} pm.", ("technician visit", "{mo} {d}")),
          ("Your subscription renews on {d} {mo} 2027.", ("renews", "{d} {mo}")),
          ("I've booked a callback for you at {hh}:{mm} CET tomorrow.", ("callback", "{hh}:{mm}")),
          ("the courier can only collect on {mo} {d}, we shut at {h1} that day", ("collect", "{mo} {d}")),
          ("Warranty on the unit runs until {mo} {d}, 2028.", ("warranty on the unit", "{mo} {d}"))]
_TASK = ["Still needed from your side: {a}.", "Could you please {a} when you get a moment?", "Action item for the customer: {a}.",
         "pending on your end: {a}", "we still have to {a} before anything ships right?"]
_EDIT = [("Your RMA number is {x}.", "Your RMA number is {y}.", "RMA number", "rma"),
         ("Tracking number for the replacement: {x}", "Tracking number for the replacement: {y}", "tracking number", "track"),
         ("Temporary portal password: {x} (change it on first login)", "Temporary portal password: {y} (change it on first login)",
          "portal password", "pw"),
         ("The quote reference is {x}, please put it on the PO.", "The quote reference is {y}, please put it on the PO.", "quote reference", "quote")]
_CONTRA = [("The replacement will ship from our {x} warehouse.", ["Quick update: stock moved, the replacement now ships from the {y} warehouse.",
                                                                  "Correction from logistics — it's the {y} warehouse after all."],
            "warehouse", "wh"),
           ("Your contract is on the {x} support tier.", ["Your contract has moved to the {y} support tier.",
                                                          "{y} support tier from today, the upgrade went through."], "support tier", "tier"),
           ("The on-site engineer will be {x}.", ["{y} will be your on-site engineer.", "Scheduling swapped the on-site engineer to {y}."],
            "on-site engineer", "eng"),
           ("Estimated delivery is {x}.", ["New estimated delivery: {y}.", "the estimated delivery changed to {y} apparently"],
            "estimated delivery", "eta")]

_MACROS = ["Hi there, thanks for contacting Halcyon Home Support! My name is {ag} and I'll be looking after you today. "
           "For reference, your case number is {case}.",
           "Thank you for your patience while I look into this for you.",
           "I completely understand how frustrating this must be, and I'm sorry for the inconvenience.",
           "Is there anything else I can help you with today?",
           "Just checking in — are you still there? If I don't hear back in 10 minutes I'll close this chat, but case {case} stays open.",
           "I'm transferring you to our Tier 2 team now; they can see the whole history of case {case}.",
           "How would you rate your experience today? Reply with a number from 1 (poor) to 5 (excellent).",
           "Bear with me a moment, I'm checking with the team.", "Thanks for waiting, {ag} here again.",
           "Our systems are a little slow today, thank you for bearing with us.",
           "I've added a note to case {case} so whoever picks it up has the full picture."]
_CUSTOMER = ["ok", "??", "hello?", "still waiting", "any news?", "thanks", "ok thanks", "THIS IS THE THIRD TIME I AM ASKING", "yes",
             "no", "one sec", "brb", "ok will do", "hm", "great thanks", "what", "👍", "🙏", "sure", "got it"]
_RANT = ["we've been without the machine for a week now", "my boss keeps asking me when it will be fixed", "nobody called us back yesterday",
         "i was on hold for 45 minutes this morning", "the last agent said someone would come on tuesday", "honestly this is not ok",
         "we are a small business and this costs us every day", "i already sent all of this by email", "your website keeps logging me out",
         "the chatbot just sends me in circles", "i don't want to explain everything again", "we paid for next day delivery",
         "the box was wet when it arrived", "i'm not technical so please keep it simple", "sorry for the caps but we're desperate"]
_COMPANIES = ["Brightline Dental", "Kettle & Crumb Café", "IronWorks Gym", "Maple Street Vets", "Harbour Physio"]
_TITLES = ["Practice Manager", "Owner", "Operations Lead", "Front Desk", "Facilities"]
_ERRORS = ["Error E{a}: water inlet fault (code {b}) at {hh}:{mm}:{ss}", "the display says F{b} and then it beeps {c} times",
           "2026-11-{dd} {hh}:{mm}:{ss} [HX-App 4.{c}.{b}] WARN sync failed: HTTP 503 (retry {c}/9)",
           "it shows 'Descale required' even though we descaled it on the {dd}th"]
_LINKS = ["You can follow the parcel here: https://track.halcyon.example/{code}",
          "This article may help: https://help.halcyon.example/articles/{a}-resetting-your-appliance",
          "https://www.youtube.com/watch?v={code} is this the same model?", "our invoice portal: https://portal.halcyon.example/invoices/{a}"]
_BOT = ["I've added a note to the case.", "I can't process refunds myself, a colleague will follow up.", "You're welcome!",
        "I'm an automated assistant; a human agent will reply shortly.", "Noted, thank you."]


def _code(rng: random.Random, n: int = 10) -> str:
    return "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(n))


def _signature(rng: random.Random, company: str) -> str:
    return (f"--\n{rng.choice(['Sam', 'Alex', 'Chris', 'Robin', 'Jamie'])} | {rng.choice(_TITLES)} | {company}\n"
            f"T: +44 20 7946 {rng.randrange(1000, 9999)} | www.{company.split()[0].lower()}.example\n"
            "This message and any attachments are confidential and intended solely for the addressee. If you received it in error, "
            "please notify the sender and delete it.")


def _numbers(rng: random.Random) -> dict[str, object]:
    return dict(a=rng.randrange(100, 9999), b=rng.randrange(1, 99), c=rng.randrange(2, 9), dd=f"{rng.randrange(1, 29):02d}",
                hh=f"{rng.randrange(0, 24):02d}", mm=f"{rng.randrange(0, 60):02d}", ss=f"{rng.randrange(0, 60):02d}", code=_code(rng))


def _chatter(rng: random.Random, case: str, company: str) -> Said:
    r = rng.random()
    if r < 0.32:
        return rng.choice(_MACROS).format(ag=rng.choice(_AGENTS), case=case), None
    if r < 0.55:
        return rng.choice(_CUSTOMER), None
    if r < 0.67:
        rant = " ".join(rng.sample(_RANT, rng.randrange(3, 7)))
        return (rant + "\n\n" + _signature(rng, company) if rng.random() < 0.4 else rant), None
    if r < 0.77:
        return rng.choice(_ERRORS).format(**_numbers(rng)), None
    if r < 0.85:
        return rng.choice(_LINKS).format(**_numbers(rng)), None
    if r < 0.95:
        n = _numbers(rng)
        if rng.random() < 0.6:
            return rng.choice(["", "see screenshot", "this is what we get"]), [
                {"kind": "photo", "name": f"Screenshot 2026-11-{n['dd']} at {n['hh']}.{n['mm']}.{n['ss']}.png", "mime": "image/png",
                 "bytes": rng.randrange(90_000, 3_000_000)}]
        return "attached", [{"kind": "document", "name": f"invoice_{n['a']}.pdf", "mime": "application/pdf", "bytes": rng.randrange(30_000, 900_000)}]
    return "Case {case} status: awaiting customer".format(case=case), None


class _Draw:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.p = Pools(rng, item=_ITEMS, out=_OUTCOMES, who=_PEOPLE, role=_ROLES, a=_TASKS, wh=_WAREHOUSES, tier=_TIERS, eng=_ENGINEERS,
                       num=_NUMBERS, date=_DATES, edit=_EDIT, contra=_CONTRA)

    def value(self, kind: str) -> Optional[str]:
        r, p = self.rng, self.p
        if kind == "rma":
            return p.unique(lambda: f"RMA-{r.randrange(100000, 999999)}")
        if kind == "track":
            return p.unique(lambda: f"1Z{_code(r, 6)}{r.randrange(10**7, 10**8)}")
        if kind == "pw":
            return p.unique(lambda: f"{r.choice(['Maple', 'Cobalt', 'Juniper', 'Falcon', 'Harbor', 'Quartz'])}-{r.randrange(1000, 9999)}")
        if kind == "quote":
            return p.unique(lambda: f"Q-2026-{r.randrange(1000, 9999)}")
        if kind == "eta":
            day = p.unique(lambda: r.randrange(10, 29))
            return f"{r.choice(_WEEKDAYS)} the {day}{'st' if day % 10 == 1 and day != 11 else 'nd' if day % 10 == 2 and day != 12 else 'rd' if day % 10 == 3 and day != 13 else 'th'}"
        return p.take(kind)


def _plant(kind: str, d: _Draw, rng: random.Random) -> Planted:
    p = d.p
    if kind == "decision":
        item, out = p.take("item"), p.take("out")
        return (rng.choice(_DECIDE).format(i=item[0], o=out), (item[1], out), None) if item and out else None
    if kind in ("number", "date/time"):
        tpl = p.take("num" if kind == "number" else "date")
        if tpl is None:
            return None
        text, probe = tpl
        draws = dict(n=lambda: f"{p.unique(lambda: rng.randrange(180, 9800)):,}", cc=lambda: f"{rng.randrange(0, 100):02d}",
                     k=lambda: str(p.unique(lambda: rng.randrange(13, 95))), code=lambda: _code(rng, 7),
                     pc=lambda: str(p.unique(lambda: rng.randrange(11, 35))),
                     w=lambda: f"{p.unique(lambda: rng.randrange(12, 95))}.{rng.randrange(1, 10)}", wd=lambda: rng.choice(_WEEKDAYS),
                     mo=lambda: rng.choice(_MONTHS), d=lambda: str(p.unique(lambda: rng.randrange(10, 29))),
                     h1=lambda: str(rng.randrange(1, 4)), h2=lambda: str(rng.randrange(4, 7)),
                     hh=lambda: str(p.unique(lambda: rng.randrange(8, 18))), mm=lambda: rng.choice(["05", "20", "35", "50"]))
        slots = {k: v() for k, v in draws.items() if "{" + k + "}" in text}
        return text.format(**slots), tuple(x.format(**slots) for x in probe), None
    if kind == "who is who":
        who, role = p.take("who"), p.take("role")
        return (role[0].format(p=who), (who, role[1]), None) if who and role else None
    if kind == "open task":
        a = p.take("a")
        return (rng.choice(_TASK).format(a=a), (a,), None) if a else None
    return superseded(kind, p.take("edit" if kind == "corrected (edit)" else "contra"), rng, d.value)


def generate(seed: int, chats: int, messages: int, ids: Optional[Ids] = None, fact_share: float = 0.1) -> list[Chat]:
    rng = random.Random(f"helpdesk/{seed}")
    name = ids or (lambda c: f"hd{seed}-{c}")
    return [_chat(rng, name(c), messages, fact_share) for c in range(chats)]


def _chat(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    d = _Draw(rng)
    case, company = f"CS-{rng.randrange(100000, 999999)}", rng.choice(_COMPANIES)
    people = [f"user{rng.randrange(10**6, 10**10)}" for _ in range(rng.randrange(3, 7))]

    def wrap(text: str) -> str:
        return rng.choice([f"Thanks for waiting. {text} Is there anything else I can help you with today?",
                           f"{text}\n\n{_signature(rng, company)}", f"ok so {text}",
                           f"{' '.join(rng.sample(_RANT, 2))} {text}", f"Case {case}: {text}"])

    voice = Voice(
        plant=lambda kind: _plant(kind, d, rng),
        chatter=lambda: _chatter(rng, case, company),
        wrap=wrap,
        wrap_share=0.3,
        reply=lambda: rng.choice(_BOT),
        reply_share=0.12,
        # Office hours: replies minutes apart, a lunch break, then the next morning.
        gap_s=lambda: rng.randrange(15, 400) if rng.random() > 0.06 else rng.randrange(2 * 3600, 16 * 3600),
        supersede_after=(6, 40),
    )
    return assemble(rng, chat_id, n, fact_share, NAME, people, voice)
