"""The Verein family: the committee chat of a German sports club, in German.

Written apart from the summarizer and from the other families. German capitalises every
noun, so a capital letter says little here; dates are written "14. März" or "14.03.", times
"19:30 Uhr", money "1.250 €". Chatter is greetings, excuses, football talk, traffic jams,
some of it without punctuation, with emoji, links to the club's site, photos of the pitch
and long forwarded notices.
"""

from __future__ import annotations

import random
from typing import Any, Optional

from .common import Chat, Ids, Planted, Pools, Said, Voice, assemble, superseded

NAME = "verein"
# Messages per chat by default: enough history (about 14,000 to 20,000 characters) for 5 or more
# chained boundaries under the bench's policy, with about 20 facts a chat, as in the classic family.
MESSAGES = 240
LANGUAGE = "de"

_LOKALE = ["Gasthaus Linde", "Brauhaus Keller", "Restaurant Adler", "Vereinsheim Eiche", "Café Sonnenschein",
           "Landgasthof Krone", "Pizzeria Da Gino", "Bürgerhaus Nord"]
_FIRMEN = ["Sportwelt Kruse", "Reisen Hoffmann", "Druckerei Blum", "Getränke Schäfer", "Elektro Yilmaz",
           "Bäckerei Brandt", "Autohaus Petersen", "Malerbetrieb Vogt", "Sanitär Kowalski"]
_ANLAESSE = ["Sommerfest", "Helferessen", "Kinderfest", "Grillfest", "Weinfest", "Erntedankfest", "Oktoberfest",
             "Laternenfest", "Familienfest", "Mitgliederessen"]  # all neuter: "das Sommerfest"
_PERSONEN = ["Frau Albers", "Herr Demir", "Jürgen", "Svenja", "Frau Nowak", "Herr Brückner", "Anke", "Mehmet",
             "Frau Lindemann", "Herr Okonkwo", "Heike", "Torsten", "Frau Krüger", "Herr Sander"]
_AEMTER = ["Kassenwartin", "Jugendwart", "Schriftführerin", "Platzwart", "Pressewart", "zweite Vorsitzende",
           "Hygienebeauftragte", "Trainer der E-Jugend", "Zeugwart", "Ansprechpartner für Sponsoren", "Schiedsrichterobmann"]
_AUFGABEN = ["den Schlüssel beim Hausmeister abholen", "die Getränke bestellen", "die Anmeldeliste ausdrucken",
             "die Hüpfburg reservieren", "den Grill sauber machen", "die Flyer verteilen", "die Kasse zählen",
             "beim Ordnungsamt anrufen", "die Trikots waschen", "das Protokoll verschicken", "die Bierbänke holen",
             "den Rasen mähen", "die Spendenquittungen schreiben"]
_HALLEN = ["Halle 2", "Sporthalle Nord", "Dreifachhalle am Ring", "Turnhalle der Grundschule", "Halle West", "Mehrzweckhalle"]
_TREFF = ["am Vereinsheim", "am Bahnhof", "am Kreisel", "vor der Sparkasse", "am Sportplatz", "an der Kirche"]
_MONATE = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober"]
_TAGE = ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"]

_BESCHLUSS = [("Beschluss von gestern Abend: Das {a} findet im {l} statt.", ("{a}", "{l}")),
              ("Abgestimmt, 7 zu 2: Den Auftrag für den {x} bekommt {f}.", ("{f}", "{x}")),
              ("Also gut, dann machen wir das {a} mit {f}, Angebot ist angenommen.", ("{a}", "{f}")),
              ("Der Vorstand hat sich für {f} entschieden, es geht um den {x}.", ("{f}", "{x}"))]
_AUFTRAEGE = ["Bus zum Auswärtsspiel", "Trikotsatz", "Flutlicht-Umbau", "Getränkevertrag", "Druckauftrag", "Cateringvertrag"]
_ZAHL = [("Der Mitgliedsbeitrag liegt ab Januar bei {n} Euro im Jahr.", ("Mitgliedsbeitrag", "{n} Euro")),
         ("Für das {a} brauchen wir {k} Helfer, bitte eintragen!", ("{a}", "{k} Helfer")),
         ("Die Hallenmiete kostet {g} € pro Saison.", ("Hallenmiete", "{g} €")),
         ("Im Moment haben wir {k} zahlende Mitglieder in der Tennisabteilung.", ("Tennisabteilung", "{k}")),
         ("Das Budget für das {a} ist auf {g} € gedeckelt.", ("{a}", "{g} €"))]
_TERMIN = [("Die Jahreshauptversammlung ist am {d} um {u} Uhr.", ("Jahreshauptversammlung", "{d}", "{u}")),
           ("Das {a} steigt am {d}, Aufbau ab {u} Uhr.", ("{a}", "{d}", "{u}")),
           ("Anpfiff gegen den TSV ist am {t} um {u} Uhr.", ("TSV", "{t}", "{u}")),
           ("Abgabeschluss für die Anträge ist der {dn}.", ("Anträge", "{dn}"))]
_AMT = [("{p} ist ab sofort unsere {r}.", ("{p}", "{r}")), ("Kurze Info: {p} übernimmt das Amt als {r}.", ("{p}", "{r}")),
        ("Bei Fragen dazu bitte an {p} wenden, {p} ist {r}.", ("{p}", "{r}")), ("Neu im Vorstand: {p} als {r} 👏", ("{p}", "{r}"))]
_AUFGABE = ["Wer kann {a}? Hat sich noch keiner gemeldet.", "Jemand muss noch {a}.", "Bitte nicht vergessen: {a}!",
            "Offener Punkt: {a}, bis {t} bitte.", "Kann sich jemand drum kümmern, {a}?"]
_KORREKTUR = [("Treffpunkt ist um {x} Uhr am Vereinsheim.", "Treffpunkt ist um {y} Uhr am Vereinsheim.", "Treffpunkt", "uhr"),
              ("Die Kaution für den Saal beträgt {x}.", "Die Kaution für den Saal beträgt {y}.", "Kaution", "euro"),
              ("Das Training am Donnerstag ist in {x}.", "Das Training am Donnerstag ist in {y}.", "Training am Donnerstag", "halle")]
_WIDERSPRUCH = [("Das Turnier findet in {x} statt.", ["Kleine Änderung: Turnier jetzt in der {y}.", "Achtung, neuer Ort fürs Turnier: {y}."], "Turnier", "halle"),
                ("Abfahrt zum Ausflug ist {x}.", ["Planänderung, Abfahrt zum Ausflug jetzt {y}!", "Abfahrt doch {y}, nicht wie gesagt."], "Abfahrt", "treff"),
                ("Der Pokal wird um {x} Uhr übergeben.", ["Pokalübergabe verschiebt sich auf {y} Uhr.", "Neue Zeit für den Pokal: {y} Uhr."], "Pokal", "uhr")]

_KURZ = ["Moin zusammen", "Danke!", "👍", "👍👍", "Super", "Alles klar", "ok", "Jo", "Bin dabei", "Gute Nacht", "😂", "Top",
         "Passt", "Mega 💪", "Sorry", "Gerne", "Prima", "👏", "Hallo in die Runde", "Ja", "Nein", "Mal sehen"]
_MITTEL = ["Bin heute leider raus, morgen wieder", "Hat jemand das Spiel gestern gesehen? Unglaublich!",
           "bin gleich da stehe noch im stau auf der a7", "Wer hat meinen Schirm mitgenommen?", "Das Wetter heute ist ja furchtbar",
           "Grüße aus dem Urlaub ☀️", "Kann heute nicht, mein Sohn hat Fieber", "Ich schaue morgen mal in die Unterlagen",
           "Wann war nochmal das letzte Training? Hab den Überblick verloren", "Glückwunsch an die A-Jugend zum Sieg!",
           "Ich bin ab nächster Woche wieder voll dabei", "hat jemand ein Ladekabel fürs iPhone im Vereinsheim gefunden",
           "Die Bratwurst letzte Woche war übrigens top", "Wird heute eigentlich gespielt oder ist der Platz gesperrt?",
           "Ich komme etwas später, Zug hat Verspätung", "Hat jemand Fotos vom Spiel gemacht?"]
_LANG = ["Also ich muss mal was loswerden", "das mit den Parkplätzen am Wochenende geht so nicht weiter",
         "die Leute stellen sich einfach überall hin", "und dann beschweren sich die Anwohner wieder bei der Stadt",
         "ich hab das schon dreimal angesprochen", "vielleicht können wir ja mal Schilder aufstellen",
         "oder jemand steht da mit Warnweste", "ich weiß nicht ob das viel bringt", "aber irgendwas müssen wir machen",
         "heute war es wieder ganz schlimm", "morgen ist ja auch wieder Heimspiel", "der Rasen sieht übrigens auch nicht gut aus",
         "nach dem Regen letzte Woche", "ich sag ja nur"]
_WEITERGELEITET = ["Weitergeleitet vom Kreisverband:\nLiebe Vereine, bitte beachten Sie die neuen Richtlinien zur Jugendarbeit. "
                   "Die Unterlagen finden Sie im Portal unter https://www.kreisverband-sport.de/portal/{n}. Mit sportlichen Grüßen, "
                   "Ihre Geschäftsstelle", "Newsletter des Landessportbundes Nr. {k}: Förderprogramme, Fortbildungen, Termine. "
                   "Mehr unter https://www.lsb-info.de/news/{n}"]
_LINKS = ["Bericht ist online: https://www.sv-gruenweiss.de/aktuelles/{n}", "Tabelle: https://www.fussball.de/spieltag/{n}",
          "https://www.sv-gruenweiss.de/galerie/{n} 📸"]
_BOT = ["Danke, ist notiert.", "Gern geschehen!", "Ich kann leider keine Termine buchen.", "Viel Erfolg am Wochenende! ⚽",
        "Die Vereinsseite findest du unter https://www.sv-gruenweiss.de.", "Alles klar 👍"]


def _chatter(rng: random.Random) -> Said:
    r = rng.random()
    if r < 0.3:
        return rng.choice(_KURZ), None
    if r < 0.6:
        return rng.choice(_MITTEL), None
    if r < 0.72:
        bits = rng.sample(_LANG, rng.randrange(4, 10))
        return (" ".join(bits) if rng.random() < 0.5 else ". ".join(b[0].upper() + b[1:] for b in bits) + "."), None
    if r < 0.8:
        return rng.choice(_WEITERGELEITET).format(n=rng.randrange(1000, 99999), k=rng.randrange(10, 60)), None
    if r < 0.9:
        return rng.choice(_LINKS).format(n=rng.randrange(1000, 99999)), None
    photo = {"kind": "photo", "name": f"IMG-2026{rng.randrange(1000, 1299)}-WA{rng.randrange(1000, 9999)}.jpg",
             "mime": "image/jpeg", "bytes": rng.randrange(80_000, 3_000_000)}
    return rng.choice(["", "Der Platz heute 😬", "Von gestern"]), [photo]


def _german_money(n: int) -> str:
    return f"{n:,}".replace(",", ".")


class _Draw:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.p = Pools(rng, l=_LOKALE, f=_FIRMEN, a=_ANLAESSE, p=_PERSONEN, r=_AEMTER, auf=_AUFGABEN, x=_AUFTRAEGE,
                       halle=_HALLEN, treff=_TREFF, zahl=_ZAHL, termin=_TERMIN, kor=_KORREKTUR, wid=_WIDERSPRUCH)

    def uhr(self) -> str:
        return self.p.unique(lambda: f"{self.rng.randrange(8, 21)}:{self.rng.choice(['00', '15', '30', '45'])}")

    def value(self, kind: str) -> Optional[str]:
        if kind == "uhr":
            return self.uhr()
        if kind == "euro":
            return self.p.unique(lambda: f"{self.rng.randrange(150, 900)} €")
        return self.p.take(kind)


def _plant(kind: str, d: _Draw, rng: random.Random) -> Planted:
    p = d.p
    if kind in ("decision", "number", "date/time", "who is who"):
        if kind == "decision":
            template = rng.choice(_BESCHLUSS)
        elif kind == "who is who":
            template = rng.choice(_AMT)
        else:
            template = p.take("zahl" if kind == "number" else "termin")
        if template is None:
            return None
        text, probe = template
        day, month = rng.randrange(1, 29), rng.randrange(len(_MONATE))
        draws = dict(a=lambda: p.take("a"), l=lambda: p.take("l"), f=lambda: p.take("f"), x=lambda: p.take("x"),
                     p=lambda: p.take("p"), r=lambda: p.take("r"), n=lambda: str(p.unique(lambda: rng.randrange(36, 480))),
                     k=lambda: str(p.unique(lambda: rng.randrange(12, 140))),
                     g=lambda: _german_money(p.unique(lambda: rng.randrange(1100, 9900))),
                     d=lambda: p.unique(lambda: f"{day}. {_MONATE[month]}"), dn=lambda: p.unique(lambda: f"{day:02d}.{month + 1:02d}."),
                     u=d.uhr, t=lambda: rng.choice(_TAGE))
        slots = {k: v() for k, v in draws.items() if "{" + k + "}" in text}
        if not all(slots.values()):
            return None
        return text.format(**slots), tuple(x.format(**slots) for x in probe), None
    if kind == "open task":
        a = p.take("auf")
        return (rng.choice(_AUFGABE).format(a=a, t=rng.choice(_TAGE)), (a,), None) if a else None
    return superseded(kind, p.take("kor" if kind == "corrected (edit)" else "wid"), rng, d.value)


def generate(seed: int, chats: int, messages: int, ids: Optional[Ids] = None, fact_share: float = 0.1) -> list[Chat]:
    rng = random.Random(f"verein/{seed}")
    name = ids or (lambda c: f"sv{seed}-{c}")
    return [_chat(rng, name(c), messages, fact_share) for c in range(chats)]


def _chat(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    d = _Draw(rng)
    people = [f"user{rng.randrange(100_000_000, 999_999_999)}" for _ in range(rng.randrange(4, 9))]
    voice = Voice(
        plant=lambda kind: _plant(kind, d, rng),
        chatter=lambda: _chatter(rng),
        wrap=lambda text: rng.choice([f"{rng.choice(_KURZ)}! {text}", f"{text} {rng.choice(_MITTEL)}", f"{text} 🙏"]),
        wrap_share=0.3,
        reply=lambda: rng.choice(_BOT),
        reply_share=0.12,
        # Daytime messages minutes apart, and a day or two of quiet now and then.
        gap_s=lambda: rng.randrange(30, 1800) if rng.random() > 0.1 else rng.randrange(4 * 3600, 30 * 3600),
        supersede_after=(8, 45),
    )
    return assemble(rng, chat_id, n, fact_share, NAME, people, voice)
