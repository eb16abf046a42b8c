"""The famille family: a French family's WhatsApp group (grandparents, parents, cousins, kids).

Written after extractive-v3's last measurement, before any change to the summarizer made
after it, and run on no version of the summarizer before the final measurement: a held-out
family. Its register is a family's, not a team's: Mamie writes long messages without a single
full stop, the teenagers write "jsp", "ptdr" and "wsh", the parents punctuate; forwarded chain
letters ("Transféré") and weather bulletins are full of numbers, phone numbers and capitals;
recipes and classified ads arrive as links, the dog as photos and videos, Papi as voice notes.
Money is French ("1 250 €", "38,90€"), times are "18h47" and "à 9h", dates "samedi 14 juin"
and "03/05". Its facts are said the way a family says them, inside greetings and kisses:
"Bon c'est voté, le réveillon se fera chez Tonton Gérard 🎄", "c'est Sandrine qui garde le chat".
"""

from __future__ import annotations

import random
from typing import Optional

from .common import Chat, Ids, Planted, Pools, Said, Voice, assemble, superseded

NAME = "famille"
# Messages per chat by default: about 16,000 to 20,000 characters of history and about 20 facts.
MESSAGES = 300
LANGUAGE = "fr"

# What a decision is about (the subject as said, the word the probe looks for), and what was chosen.
_SUJETS = [("le réveillon", "réveillon"), ("les vacances de février", "vacances de février"), ("le cadeau de Papi", "cadeau de Papi"),
           ("la fête des mères", "fête des mères"), ("le baptême de Léon", "baptême"), ("le pique-nique du 14 juillet", "pique-nique"),
           ("les 60 ans de Maman", "60 ans de Maman"), ("le week-end de Pâques", "Pâques")]
_CHOIX = ["chez Tonton Gérard", "à Arcachon", "au Relais des Cigognes", "une montre Lip", "chez Tata Odile", "à Saint-Malo",
          "au Moulin de la Galette", "une liseuse Kobo", "au camping Les Flots Bleus", "à l'Auberge du Pont", "un baptême de l'air",
          "à Étretat"]
_GENS = ["Sandrine", "Thibault", "Maëlys", "Jean-Claude", "Bernadette", "Killian", "Océane", "Gaston", "Solène", "Hervé",
         "Capucine", "Mathis", "Ginette", "Nolwenn"]
_ROLES = [("{p} sera la marraine du petit Léon", "marraine"), ("c'est {p} qui garde le chat pendant qu'on est partis", "garde le chat"),
          ("pour la cagnotte voyez avec {p}, c'est elle qui gère", "cagnotte"),
          ("{p} a le double des clés de la maison de Bretagne", "double des clés"),
          ("{p} s'occupe de conduire Mamie chez le cardiologue", "cardiologue"),
          ("le photographe officiel du mariage ce sera {p} 📸", "photographe officiel"),
          ("{p} fait le tableau des covoiturages, envoyez-lui vos horaires", "covoiturages")]
_TACHES = ["réserver la salle des fêtes", "acheter le cadeau de la maîtresse", "rappeler le notaire", "imprimer les photos pour l'album",
           "prendre rendez-vous pour le vaccin du chien", "envoyer les faire-part", "vider le grenier de la rue Pasteur",
           "passer à la pharmacie pour Papi", "renvoyer le dossier de la cantine", "commander la bûche glacée",
           "appeler le plombier pour la chaudière", "récupérer le costume au pressing", "faire le virement pour la location"]
_RESTOS = ["La Pergola", "Chez Fernand", "Le Bistrot d'Antoine", "L'Escale", "La Cabane à Huîtres", "Le Petit Zinc", "Les Copains d'Abord",
           "La Table de Margot"]
_PARCS = ["parc de la Tête d'Or", "bord du lac d'Annecy", "jardin des Plantes", "parc de Sceaux", "square Saint-Pierre",
          "bois de Vincennes"]
_MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "septembre", "octobre", "novembre", "décembre"]
_JOURS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]
_GARES = ["gare Montparnasse", "gare de Lyon", "gare Saint-Charles", "gare de Nantes", "gare Part-Dieu", "gare Matabiau"]

_DECIDE = ["Bon c'est voté : {s}, ce sera {c} 🎉", "ok tout le monde est d'accord alors {s} {c}, on ne change plus !",
           "Après en avoir parlé avec votre père, on part sur {c} pour {s}.", "{s} → {c}, affaire conclue 😘",
           "on a tranché hier soir au téléphone pour {s} : {c}"]
# (text, probe): each names its own subject once per chat.
_CHIFFRES = [("le gîte fait {n} € la semaine, on divise par famille", ("gîte", "{n} €")),
             ("le billet de TGV revient à {m},{d}€ par personne", ("TGV", "{m},{d}€")),
             ("Mamie a {k} ans dimanche !!! 🎂", ("{k} ans",)),
             ("il nous faut {c} chaises pour le repas, j'en ai compté 12 chez nous", ("{c} chaises",)),
             ("la facture du traiteur est de {n} euros tout compris", ("traiteur", "{n} euros")),
             ("on a récolté {m} € dans la cagnotte pour l'instant merci à tous", ("{m} € dans la cagnotte",))]
_DATES = [("le train de Lucie arrive {g} à {h}h{mm} samedi", ("{g}", "{h}h{mm}")),
          ("rdv chez l'orthodontiste pour Léo le {jj}/{mo} à {h}h", ("orthodontiste", "{jj}/{mo}")),
          ("la kermesse de l'école c'est le {jour} {j} {mois}", ("kermesse", "{j} {mois}")),
          ("Papi se fait opérer du genou le {j} {mois} à la clinique", ("genou", "{j} {mois}")),
          ("la messe pour Tonton Roger sera à {h}h{mm} à l'église du village", ("Tonton Roger", "{h}h{mm}"))]
_TACHE = ["qqn peut {a} ? moi je peux vraiment pas cette semaine", "N'oubliez pas : il faut encore {a} !",
          "toujours personne pour {a} ??", "il reste à {a}, des volontaires ?", "Qui se dévoue pour {a} ? 🙏"]
_CORRIGE = [("le code du portail chez Mamie c'est {x}", "le code du portail chez Mamie c'est {y}", "code du portail", "code"),
            ("numéro de réservation du gîte : {x}", "numéro de réservation du gîte : {y}", "réservation du gîte", "resa"),
            ("le portable de la voisine qui a les clés : {x}", "le portable de la voisine qui a les clés : {y}", "voisine", "tel"),
            ("pour le parking de l'hôpital le code est {x}#", "pour le parking de l'hôpital le code est {y}#", "parking de l'hôpital", "code")]
_CHANGE = [("dimanche midi on mange à {x}", ["Changement de programme : dimanche midi ce sera à {y}",
                                             "dimanche midi finalement {y}, ils avaient plus de place ailleurs"], "dimanche midi", "resto"),
           ("départ pour la Bretagne à {x} samedi matin", ["on décale le départ pour la Bretagne à {y}, à cause des bouchons",
                                                           "Bretagne : départ {y} et pas avant"], "Bretagne", "heure"),
           ("le pique-nique des cousins est au {x}", ["pique-nique des cousins : rendez-vous au {y} à midi",
                                                      "Nouveau lieu pour le pique-nique des cousins, ce sera au {y}"], "pique-nique des cousins", "parc"),
           ("l'anniversaire de Jade se fera à {x}", ["L'anniversaire de Jade, c'est plutôt à {y} maintenant",
                                                     "pour l'anniversaire de Jade on a réservé à {y} ❤️"], "anniversaire de Jade", "resto")]

_COURT = ["bisous", "❤️", "😘😘", "ok", "Merci !", "mdr", "trop mignon 😍", "Bonne nuit tout le monde", "Coucou !", "👍", "Bravo !!!",
          "ahah", "oui", "non", "pas de souci", "ptdr", "jsp", "wsh", "😂😂😂", "Je vous aime", "ok ok", "🥰", "Super !", "Bien reçu",
          "Vivement !", "oh non 😢", "trop bien", "😴"]
_MOYEN = ["Qui a vu mes lunettes ? Je les ai posées quelque part chez vous", "Il fait un temps magnifique ici, on est en terrasse",
          "Léo a perdu sa première dent !", "On rentre de la plage, les enfants sont épuisés", "Vous avez vu le match hier soir ?",
          "Le chien a encore mangé une chaussette 🙄", "jsp si je viens ce week-end j'ai un partiel lundi",
          "Quelqu'un a le numéro du médecin de Mamie ?", "Je suis coincée dans les bouchons sur le périph",
          "Maman tu peux m'appeler quand tu as 2 minutes", "les enfants ont adoré le zoo", "On pense bien à vous ce soir",
          "c'est quand qu'on se voit tous ?", "j'ai raté le bus wsh", "Papi demande si quelqu'un sait réparer l'imprimante",
          "Trop contente de vous avoir vus ce week-end", "Attention il gèle sur les routes ce matin", "vous faites quoi pour la rentrée ?"]
# Mamie's messages: pieces joined without a single full stop.
_MAMIE = ["coucou mes chéris", "je voulais vous dire que", "j'ai fait une tarte aux pommes", "la voisine est passée ce matin",
          "votre grand-père a encore oublié ses clés chez le boulanger", "il a plu toute la journée", "n'oubliez pas de mettre un pull",
          "le chat va bien il dort sur le radiateur", "j'ai vu à la télé qu'il allait faire froid", "je suis allée au marché",
          "les tomates sont hors de prix cette année", "appelez-moi quand vous pouvez", "je ne sais pas comment on met les photos",
          "votre cousine a téléphoné", "je vous embrasse tous très fort", "votre Mamie qui vous aime", "bon je vous laisse",
          "je n'arrive pas à ouvrir la vidéo que vous avez envoyée", "ce téléphone me rendra folle"]
_CHAINES = ["Transféré\n⚠️⚠️ ATTENTION ⚠️⚠️ Ne répondez JAMAIS aux appels du 09 {a} {b} {c} {d}, c'est une ARNAQUE !! La Gendarmerie "
            "de {ville} confirme. Partagez à TOUS vos contacts 🙏🙏",
            "Transféré plusieurs fois\nBonjour, le Docteur {nom} de l'Hôpital {ville} rappelle qu'il faut boire 2 litres d'eau par jour "
            "et éviter de sortir entre 12h et 16h. Faites tourner !!!",
            "Transféré\nMessage de la Mairie de {ville} : coupure d'eau le {j} {mois} de 8h30 à 17h, rues {nom} et Victor Hugo.",
            "Météo du jour : {t}°C à {ville}, vent {v} km/h, risque d'orages après {h}h ☀️⛈️"]
_LIENS = ["regardez cette recette https://www.marmiton.org/recettes/recette_clafoutis-aux-cerises_{n}.aspx",
          "https://www.leboncoin.fr/ad/ameublement/{n} il est pas mal ce buffet non ?",
          "https://youtu.be/{code} mdrrr regardez jusqu'au bout", "le lien pour la visio de dimanche https://meet.google.com/{code}",
          "https://www.instagram.com/p/{code}/ c'est Maëlle à son spectacle 🩰"]
_VILLES = ["Quimper", "Angers", "Roubaix", "Besançon", "Perpignan", "Niort", "Colmar", "Brive"]
_NOMS = ["Martin", "Lefebvre", "Moreau", "Girard", "Fournier", "Lambert"]
_BOT = ["C'est noté !", "Je ne peux pas passer d'appel, désolé.", "Bonne soirée à tous 🙂", "Je n'ai pas accès aux photos.",
        "Avec plaisir !", "Je vous le rappellerai."]


def _code(rng: random.Random, n: int = 11) -> str:
    return "".join(rng.choice("abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ0123456789_-") for _ in range(n))


def _bavardage(rng: random.Random) -> Said:
    r = rng.random()
    if r < 0.3:
        return rng.choice(_COURT), None
    if r < 0.58:
        return rng.choice(_MOYEN), None
    if r < 0.7:
        return " ".join(rng.sample(_MAMIE, rng.randrange(5, 11))), None
    if r < 0.78:
        return rng.choice(_CHAINES).format(a=f"{rng.randrange(10, 99)}", b=f"{rng.randrange(10, 99)}", c=f"{rng.randrange(10, 99)}",
                                           d=f"{rng.randrange(10, 99)}", ville=rng.choice(_VILLES), nom=rng.choice(_NOMS),
                                           j=rng.randrange(1, 29), mois=rng.choice(_MOIS), t=rng.randrange(-3, 36),
                                           v=rng.randrange(5, 90), h=rng.randrange(13, 20)), None
    if r < 0.85:
        return rng.choice(_LIENS).format(n=rng.randrange(10**5, 10**9), code=_code(rng)), None
    if r < 0.95:
        kind = rng.choice(["photo", "photo", "video"])
        caption = rng.choice(["", "", "Regardez qui est là 🐶", "le gâteau de Mamie 😋", "premier jour d'école !", "vue de la chambre"])
        ext, mime = ("jpg", "image/jpeg") if kind == "photo" else ("mp4", "video/mp4")
        return caption, [{"kind": kind, "name": f"IMG-2026{rng.randrange(1000, 1231)}-WA{rng.randrange(0, 9999):04d}.{ext}", "mime": mime,
                          "bytes": rng.randrange(80_000, 9_000_000)}]
    return "", [{"kind": "voice", "mime": "audio/ogg", "bytes": rng.randrange(4_000, 400_000), "ref": f"ptt-{_code(rng, 16)}"}]


class _Tirage:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.p = Pools(rng, s=_SUJETS, c=_CHOIX, p=_GENS, role=_ROLES, a=_TACHES, resto=_RESTOS, parc=_PARCS, gare=_GARES,
                       chiffre=_CHIFFRES, date=_DATES, corrige=_CORRIGE, change=_CHANGE)

    def valeur(self, kind: str) -> Optional[str]:
        r, p = self.rng, self.p
        if kind == "code":
            return p.unique(lambda: f"{r.choice('ABCD')}{r.randrange(1000, 9999)}")
        if kind == "resa":
            return p.unique(lambda: f"GT-{r.randrange(10000, 99999)}")
        if kind == "tel":
            return p.unique(lambda: f"06 {r.randrange(10, 99)} {r.randrange(10, 99)} {r.randrange(10, 99)} {r.randrange(10, 99)}")
        if kind == "heure":
            return p.unique(lambda: f"{r.randrange(5, 11)}h{r.choice(['10', '25', '40', '55'])}")
        return p.take(kind)


def _plante(kind: str, t: _Tirage, rng: random.Random) -> Planted:
    p = t.p
    if kind == "decision":
        s, c = p.take("s"), p.take("c")
        return (rng.choice(_DECIDE).format(s=s[0], c=c), (s[1], c), None) if s and c else None
    if kind in ("number", "date/time"):
        tpl = p.take("chiffre" if kind == "number" else "date")
        g = p.take("gare") if tpl and "{g}" in tpl[0] else "-"
        if tpl is None or g is None:
            return None
        text, probe = tpl
        draws = dict(n=lambda: f"{p.unique(lambda: rng.randrange(1100, 4800)):,}".replace(",", " "),
                     m=lambda: str(p.unique(lambda: rng.randrange(31, 390))), d=lambda: f"{rng.randrange(0, 99):02d}",
                     k=lambda: str(p.unique(lambda: rng.randrange(61, 99))), c=lambda: str(p.unique(lambda: rng.randrange(14, 40))),
                     g=lambda: g, h=lambda: str(p.unique(lambda: rng.randrange(7, 22))),
                     mm=lambda: rng.choice(["05", "12", "20", "35", "47", "52"]), jj=lambda: f"{rng.randrange(1, 29):02d}",
                     mo=lambda: f"{rng.randrange(1, 13):02d}", jour=lambda: rng.choice(_JOURS), j=lambda: str(rng.randrange(2, 29)),
                     mois=lambda: rng.choice(_MOIS))
        slots = {k: v() for k, v in draws.items() if "{" + k + "}" in text}
        return text.format(**slots), tuple(x.format(**slots) for x in probe), None
    if kind == "who is who":
        who, role = p.take("p"), p.take("role")
        return (role[0].format(p=who), (who, role[1]), None) if who and role else None
    if kind == "open task":
        a = p.take("a")
        return (rng.choice(_TACHE).format(a=a), (a,), None) if a else None
    return superseded(kind, p.take("corrige" if kind == "corrected (edit)" else "change"), rng, t.valeur)


def generate(seed: int, chats: int, messages: int, ids: Optional[Ids] = None, fact_share: float = 0.075) -> list[Chat]:
    rng = random.Random(f"famille/{seed}")
    name = ids or (lambda c: f"fam{seed}-{c}")
    return [_chat(rng, name(c), messages, fact_share) for c in range(chats)]


def _chat(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    t = _Tirage(rng)
    people = [f"user{rng.randrange(10**9, 10**10)}" for _ in range(rng.randrange(5, 10))]

    def wrap(text: str) -> str:
        return rng.choice([f"Coucou tout le monde ! {text} Bisous", f"{text}\n\nEt sinon Léo a eu 18 en dictée 🎉", f"au fait {text}",
                           " ".join(rng.sample(_MAMIE, 3) + [text] + rng.sample(_MAMIE, 2)), f"{text} 😘😘"])

    voice = Voice(
        plant=lambda kind: _plante(kind, t, rng),
        chatter=lambda: _bavardage(rng),
        wrap=wrap,
        wrap_share=0.35,
        reply=lambda: rng.choice(_BOT),
        reply_share=0.08,
        # Mornings and evenings: a flurry of messages, then a night or a working day of silence.
        gap_s=lambda: rng.randrange(20, 900) if rng.random() > 0.1 else rng.randrange(4 * 3600, 20 * 3600),
        supersede_after=(5, 45),
    )
    return assemble(rng, chat_id, n, fact_share, NAME, people, voice)

