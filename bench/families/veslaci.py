"""The veslaci family: the Viber group of a rowing club (veslački klub) on the Danube in Novi Sad, Serbia, in Serbian.

Written for batch 19 by a writer who did not read the summarizer, and run on no version of it
when it was written: a held-out family. VK „Dunavski talas” keeps its boats in a boathouse
(hangar) on the Štrand side of the Danube, under the Liberty bridge; its Viber group holds the
members, the juniors and their parents, the coach (trener Goran), the club secretary (sekretar
kluba Vesna Ilić, who signs her notices), the treasurer and the boatman (čamdžija Laza, who
keeps the keys and the launches). The same people write Serbian in Cyrillic and in Latin, and
in Latin often without diacritics (č ć š ž đ typed as c c s z dj), so a word comes in three
forms ("тренинг", "trening"; "čamac", "camac"; "ђаци", "djaci"); ekavian throughout. The
secretary posts formal notices ("Поштовани чланови,", "Obaveštenje:", signed "Sekretar kluba");
the coach gives terse orders ("sutra 6:30 voda, 3x2000m, ko kasni ide na ergometar"); parents
write long messages without punctuation about their children, school and the cold; juniors
write short slang with emoji ("brate", "ajde", "xd", "bukvalno"); the treasurer pastes the same
membership-fee reminder again and again. Pasted: training plans (2000m splits, ergometer
results), the regatta schedule, the boathouse key list, a payment slip (uplatnica) with the
club's account, the Danube water level at the Novi Sad gauge and weather warnings of RHMZ;
links to Facebook, Instagram, Google Maps, the rowing federation (veslanje.rs) and YouTube;
photos, videos, voice notes and documents. Money is "3.500 din", "3500 dinara", "RSD 3.500",
"3.500,00 RSD", "30 evra" and "€30"; dates "14. decembar", "14.12.", "у суботу 14. децембра",
"subota 14.12" and "do 31.01.2027."; times "u 7:30", "у 18ч", "u 18h", "od 6 do 8".
Its facts are said the club's way ("Upravni odbor je odlučio, zimske pripreme: Zlatibor, 8 dana.",
"Нови економ хангара је Милош Петровић, кључеве тражите од њега", "moze li neko da zakrpi
gumenjak trenera pre subote? 🙏"), each in one of the three scripts, its probe in the same one.
"""

from __future__ import annotations

import random
import re
from datetime import date, timedelta
from typing import Any

from .common import Chat, Ids, Planted, Planter, Said, Voice, Wording, assemble, code, family_chats, grouped, letter, media, ramble, tidied

NAME = "veslaci"
LANGUAGE = "sr"
# Messages per chat by default: about 20,000 to 30,000 characters of history and about 20 facts.
MESSAGES = 300

_MESEC = {12: "decembar", 1: "januar", 2: "februar", 3: "mart", 4: "april"}
_MESECA = {12: "decembra", 1: "januara", 2: "februara", 3: "marta", 4: "aprila"}
_DAN = ["ponedeljak", "utorak", "sreda", "četvrtak", "petak", "subota", "nedelja"]
_U_DAN = ["u ponedeljak", "u utorak", "u sredu", "u četvrtak", "u petak", "u subotu", "u nedelju"]
_IMENA = ["Marko", "Jovana", "Nikola", "Stefan", "Milica", "Luka", "teta Gordana", "čika Pera", "Ana", "Dušan", "Teodora", "Vuk", "Sara",
          "Filip", "Lazar", "Mina", "Uroš", "Đorđe"]

_KLUB = Wording(
    topics=[("zimske pripreme", ["Zlatibor, 8 dana u januaru", "Divčibare, samo juniori", "ostajemo u Novom Sadu, dupla ergometrija"]),
            ("novi čamac za juniore", ["polovni četverac iz Beograda", "skif Empacher na rate", "ništa do proleća, popravljamo stari"]),
            ("grejanje u teretani", ["nova grejalica na struju", "peć na drva kao i pre", "treninzi u teretani samo popodne"]),
            ("članarina za studente", ["pola cene uz indeks", "ista kao za odrasle", "besplatno za one koji voze regate"]),
            ("prevoz na regatu u Zagreb", ["kombi kluba i dva auta roditelja", "iznajmljujemo minibus", "idemo vozom, čamci prikolicom"]),
            ("ključ od hangara", ["šifarnik na vratima umesto katanca", "ključevi samo kod čamdžije", "svaki trener dobija svoj ključ"]),
            ("trening kad je Dunav visok", ["samo ergometar i teretana", "voda samo u kanalu kod Šodroša", "nema vode dok vodostaj ne padne"]),
            ("novogodišnja žurka kluba", ["u klubu na keju, svako donosi nešto", "restoran Sidro na Štrandu", "ove godine bez žurke"]),
            ("nove dresove kluba", ["plavo-beli sa grbom, poručujemo 40", "isti kao prošle godine", "svako plaća pola, klub pola"]),
            ("kamera ispred hangara", ["dve kamere na stubu kod kapije", "bez kamera, preskupo", "alarm umesto kamere"]),
            ("čišćenje obale posle poplave", ["akcija u nedelju ujutru, svi članovi", "samo odbor i čamdžija", "plaćamo JKP da odnese smeće"])],
    decided=["Upravni odbor je odlučio, {s}: {c}.", "Obaveštenje: na sednici odbora usvojeno, {s} – {c}.", "dogovoreno znaci {s} - {c} 👍",
             "{S}: {c}. Tako je glasala skupština, nema više rasprave.", "ok ljudi, {s}: {c}, to je konačno", "Trener i odbor su se dogovorili, {s} → {c}.",
             "Poštovani članovi, odluka u vezi sa temom {s}: {c}. Sekretar kluba"],
    numbers=[("Mesečna članarina od januara je {din}", ("Mesečna članarina od januara", "{din}")),
             ("Na računu kluba trenutno ima {din2}", ("Na računu kluba trenutno", "{din2}")),
             ("Dug za članarine ukupno: {din3}, ne plaća oko trećina", ("Dug za članarine ukupno", "{din3}")),
             ("Kotizacija za regatu po posadi je {eur}", ("Kotizacija za regatu po posadi", "{eur}")),
             ("Vodostaj Dunava kod Novog Sada jutros {cm} cm", ("Vodostaj Dunava kod Novog Sada jutros", "{cm} cm")),
             ("Klub ima {br} registrovanih veslača kod saveza", ("registrovanih veslača kod saveza", "{br}")),
             ("Popravka skifa kod majstora u Zemunu košta {din4}", ("Popravka skifa kod majstora", "{din4}")),
             ("Najbolji rezultat na ergometru ove zime: {erg} na 2000m", ("Najbolji rezultat na ergometru ove zime", "{erg}")),
             ("Depozit za ključ od hangara je {din5}", ("Depozit za ključ od hangara", "{din5}")),
             ("Na zimskim pripremama smeštaj je {eur2} po danu sa hranom", ("smeštaj je", "{eur2} po danu")),
             ("Motor za gumenjak trenera troši {lit} litara po treningu", ("Motor za gumenjak trenera troši", "{lit} litara")),
             ("Savez nam je odobrio {din6} za opremu", ("Savez nam je odobrio", "{din6}"))],
    dates=[("Godišnja skupština kluba biće {dt} {tm} u klubu", ("Godišnja skupština kluba", "{dt}")),
           ("Lekarski pregledi za juniore u Domu zdravlja: {dt} {tm}", ("Lekarski pregledi za juniore", "{dt}")),
           ("Rok za uplatu kotizacije za regatu: do {nd}", ("Rok za uplatu kotizacije", "{nd}")),
           ("Test na ergometru za sve kategorije {dy} {tm}", ("Test na ergometru za sve kategorije", "{tm}")),
           ("Čamdžija spušta pontone {dy} {tm}, treba 4 jaka čoveka", ("spušta pontone", "{tm}")),
           ("Zimsko prvenstvo Srbije na ergometrima je {dt}", ("Zimsko prvenstvo Srbije na ergometrima", "{dt}")),
           ("Novogodišnji trening na vodi: {dt} {tm}, posle kuvano vino", ("Novogodišnji trening na vodi", "{dt}")),
           ("Predavanje o ishrani sportista {dy} {tm} u sali", ("Predavanje o ishrani sportista", "{tm}")),
           ("Licence za savez predajemo do {nd}, ko nema sliku neka pošalje", ("Licence za savez predajemo", "{nd}")),
           ("Servis motora na gumenjaku zakazan je za {dt}", ("Servis motora na gumenjaku", "{dt}")),
           ("Roditeljski sastanak za mlađe pionire {dy} {tm}", ("Roditeljski sastanak za mlađe pionire", "{tm}"))],
    people=["Miloš Petrović", "Jelena Marković", "Dragan Stojanović", "Ivana Nikolić", "Bojan Jovanović", "Snežana Đurić", "Nemanja Kovačević",
            "Tamara Savić", "Zoran Popović", "Katarina Lukić", "Vladimir Ristić", "Dragana Mitrović", "Aleksandar Babić", "Nevena Tomić"],
    roles=[("Nova blagajnica kluba je {p}, gotovinu dajete samo njoj", "blagajnica kluba"),
           ("Ekonom hangara od sada je {p}, ključeve tražite od njega", "Ekonom hangara"),
           ("Trener mlađih pionira ove sezone je {p}", "Trener mlađih pionira"),
           ("Predstavnik roditelja u upravnom odboru: {p}", "Predstavnik roditelja"),
           ("Za Instagram i Fejsbuk stranicu kluba zadužen je {p}", "Instagram i Fejsbuk stranicu"),
           ("Licence i papire za savez vodi {p}", "Licence i papire za savez"),
           ("ko ima pitanja za kombi neka zove {p}, on vozi 🚐", "pitanja za kombi"),
           ("Vođa puta za regatu u Zagrebu je {p}", "Vođa puta za regatu"),
           ("Prvu pomoć na vodi i kutiju sa lekovima drži {p}", "kutiju sa lekovima"),
           ("Potpredsednik kluba za takmičenja od skupštine je {p}", "Potpredsednik kluba za takmičenja"),
           ("Spisak za narudžbinu dresova skuplja {p}", "narudžbinu dresova")],
    tasks=["zakrpiti gumenjak trenera", "odneti skif na popravku u Zemun", "očistiti sneg sa rampe za čamce", "pokupiti pehare iz saveza u Beogradu",
           "popraviti bravu na svlačionici", "zameniti sijalice u hangaru", "odvesti ergometre na servis", "napraviti novu listu za dežurstva",
           "skinuti led sa pontona", "kupiti gorivo za motor", "odštampati prijave za prvenstvo", "obojiti vesla u boje kluba", "srediti policu sa rezervnim delovima"],
    asked=["Ko može {a}? Javite se u privatnu poruku.", "I dalje se niko nije javio, treba {a}. Ljudi, ajde.", "moze li neko {a} pre subote? 🙏",
           "Treba nam neko ko će {a}, trener ne stiže", "Molba od odbora: treba {a}. Dobrovoljci neka se jave sekretaru.", "ajde brate ko ce {a} 💪",
           "Tražimo nekoga ko bi mogao {a}, klub plaća gorivo"],
    edits=[("Račun kluba za uplate: {x}", "Račun kluba za uplate: {y} — ispravka, bila je greška u broju", "Račun kluba za uplate", "racun"),
           ("Telefon čamdžije za hitne slučajeve: {x}", "Telefon čamdžije za hitne slučajeve: {y} (onaj prvi je bio pogrešan)", "Telefon čamdžije", "tel"),
           ("Šifra za katanac na kapiji: {x}", "Šifra za katanac na kapiji: {y}, izvinjavam se, pomešao sam cifre", "katanac na kapiji", "kod"),
           ("Poziv na broj za članarinu: {x}", "Poziv na broj za članarinu: {y} - ispravljeno", "Poziv na broj za članarinu", "poziv"),
           ("Broj startne pozicije naše posade: {x}", "Broj startne pozicije naše posade: {y}, ne onaj", "startne pozicije naše posade", "staza"),
           ("Registarske tablice kombija za regatu: {x}", "Registarske tablice kombija za regatu: {y} (pogrešno sam prepisao)", "tablice kombija", "tablice"),
           ("Lozinka za wifi u klubu: {x}", "Lozinka za wifi u klubu: {y}", "wifi u klubu", "wifi")],
    changes=[("Jutarnji trening u subotu počinje u {x}", ["Promena: jutarnji trening u subotu pomeren je na {y}",
                                                         "Pažnja, jutarnji trening u subotu počinje u {y}, ne kako sam pisao"], "jutarnji trening u subotu", "hour"),
             ("Članarina za juniore ove sezone: {x} mesečno", ["Ispravka: članarina za juniore ove sezone je {y} mesečno",
                                                             "odbor je preračunao, članarina za juniore ove sezone ipak {y} mesečno"], "članarina za juniore", "din"),
             ("Dežurstvo u hangaru ove nedelje: {x}", ["Dežurstvo u hangaru ove nedelje prebacujemo na {y}",
                                                      "promena!! dežurstvo u hangaru ove nedelje bice {y}"], "dežurstvo u hangaru", "when"),
             ("Polazak kombija na regatu: {x}", ["Polazak kombija na regatu pomeramo na {y}", "Nova informacija: polazak kombija na regatu je {y}"],
              "polazak kombija na regatu", "when"),
             ("Sastanak sa ljudima iz saveza biće u {x}", ["Sastanak sa ljudima iz saveza ipak u {y}",
                                                          "Promena mesta: sastanak sa ljudima iz saveza biće u {y}"], "sastanak sa ljudima iz saveza", "place"),
             ("Doplata za pripreme po detetu: {x}", ["Posle računa iz hotela doplata za pripreme po detetu je {y}",
                                                    "Ispravka: doplata za pripreme po detetu iznosi {y}"], "doplata za pripreme", "eur"),
             ("Akcija farbanja čamaca: {x}", ["Akcija farbanja čamaca se pomera na {y}", "Menjamo termin! Akcija farbanja čamaca biće {y}"],
              "akcija farbanja čamaca", "date")])

_KRATKE = ["ok", "Ok", "okej", "hvala", "Hvala", "Hvala puno", "хвала", "Хвала пуно", "👍", "👍👍", "🙏", "super", "važi", "vazi", "важи", "Dobro jutro",
           "Добро јутро", "dobro jutro svima", "Dobro veče", "da", "ne", "може", "moze", "mogu", "ne mogu", "нећу моћи", "😂", "😂😂", "❤️", "🚣", "🚣‍♂️",
           "💪", "🥶", "haha", "xd", "slažem se", "i ja", "и ја", "bravo", "Браво!", "Bravo deco 👏", "Srećni praznici 🎄", "Срећна Нова година 🎆",
           "pozdrav", "поздрав", "ne znam", "proveriću", "javiću", "јавићу", "primljeno", "Primljeno, hvala", "tako je", "Тако је", "vidimo se",
           "stižem", "stizem za 10 min", "kasnim 5 min", "nisam u gradu", "+1", "👌", "🤣", "☕", "❄️", "e jbg", "au", "ozbiljno?", "svaka čast",
           "Честитам!", "čestitam", "zdravo", "laku noć", "sretno sutra!", "srecno", "nema problema", "dogovoreno", "super trening danas"]
_SREDNJE = ["da li je neko video moje rukavice, ostale su {m}", "Opet je neko ostavio otvoren hangar, {n} je zatvorio", "{n} hvala za prevoz juče",
            "{m} stoji neka kesa sa opremom, čije je to?", "Da li neko zna dobrog majstora za karbon?", "ko je ostavio mokre peškire {m}",
            "Voda je danas baš mutna, pazite na grane", "da li {n} ima još onaj ključ od svlačionice?", "Струја у хангару опет нестала",
            "Molim vas ne parkirajte {m}, čamdžija ne može da izvuče prikolicu", "{n} šalje pozdrave sa fakulteta iz Beograda",
            "Da li je teretana otvorena za vikend?", "Кога је оставио упаљено светло у свлачионици?", "Ko ima višak vesla za skif da pozajmi?",
            "Молим вас да не бацате флаше поред рампе", "Magla na Dunavu jutros, ništa se ne vidi", "{n} je pao u vodu kod pontona, sve ok, samo mokar 😅",
            "Da li neko zna kada otvaraju bazen na Spensu?", "{n} moli da ga pozovete, hitno je", "Neko prodaje polovan ergometar, ako nekog zanima",
            "svlacionica prljava posle vikenda, ko je bio?", "Vetar je srušio zastavu {m}", "Има ли неко проверен начин да се осуше патике зими",
            "{n}: paket je kod mene u klubu, pokupi", "nađen sat {m}, kod čamdžije je", "Ako neko ide do Decathlona kupite mi kapu",
            "Jel treba na skupštinu lično ili može punomoćje?", "{n} hvala za kolače 🍰", "Labudovi opet kod rampe, ne terajte ih",
            "Гледао сам снимак са регате, одлични сте били", "a gde stoji pravilnik kluba da pročitam?", "Dunav raste, čamdžija kaže da pomerimo pontone"]
_PITANJA = {"da", "ko", "gde", "kada", "koliko", "kako", "šta", "sta", "jel", "a", "zašto", "има", "кога", "ima", "ako"}
_MESTA = ["kod rampe", "u hangaru", "ispred svlačionice", "na pontonu", "kod kapije", "na parkingu", "u teretani", "pored ergometara", "na keju",
          "kod čamdžijine kućice"]
_JUNIORI = ["brate ko ide sutra na vodu", "ajde ljudi ne kasnite", "xd trener nas je ubio danas", "bukvalno mi se smrzle ruke 🥶🥶", "ajmo brate 💪🚣",
            "ко иде у теретану после школе", "jel neko ima punjac za telefon u klubu", "lol Luka opet zaspao na ergometru", "ne mogu sutra imam kontrolni 😭",
            "sta ima brate", "ajde posle treninga burek", "ko je uzeo moju flasu xd", "trener rekao 6:30 a ja tek ustao 💀", "брате ово је било брутално",
            "gledajte moj split 1:42 😎", "ajde ko ide na Štrand posle", "jel ima neko stikere za dres", "brateee zima", "xdd"]
_RODITELJ = ["dobar dan svima izvinjavam se sto pisem ovako kasno", "moj sin je dosao kuci skroz mokar i prehladjen", "da li je normalno da deca treniraju na vodi kad je minus",
             "ja razumem da je to sport ali ipak su to deca", "on ima i skolu i engleski i sad jos ovo", "mi smo iz Petrovaradina pa mu je daleko da ide peske",
             "molim trenera da mi javi kako napreduje", "cula sam od druge mame da se ide na pripreme pa ne znam koliko kosta", "takodje nemam jos uplatnicu za ovaj mesec",
             "muz kaze da mozemo da vozimo decu na regatu ako ima mesta u kolima", "hvala svima na razumevanju i izvinite ako smetam", "pozdrav Gordana mama od Vuka"]
_SEKRETAR = ["Поштовани чланови,", "Obaveštavamo vas da je pravilnik kluba okačen na oglasnu tablu u hangaru.",
             "Подсећамо да је улазак у чамце без прслука за млађе категорије забрањен.", "Molimo vas da posle svakog treninga zaključate hangar i ugasite svetla.",
             "Sve promene adrese i telefona javite sekretaru kluba.", "Лекарски преглед мора бити важећи, без њега нема тренинга на води.",
             "Zahvaljujemo svima koji su pomogli u čišćenju obale.", "Sporna pitanja rešavamo na sednici odbora, a ne na grupi.",
             "Желимо свим члановима и њиховим породицама срећне празнике.", "S poštovanjem,\nVesna Ilić\nSekretar kluba VK „Dunavski talas”"]
_PODSETNIK = ("📌 PODSETNIK: Poštovani, članarinu za tekući mesec uplaćujete do 10. u mesecu na račun kluba 160-0000000123456-78, svrha: "
              "članarina + ime i prezime deteta. Ko ne plati dva meseca ne ide na regate. Gotovinu ne primamo na treningu. — Blagajnik VK „Dunavski talas”")
_LINKOVI = ["https://www.facebook.com/vkdunavskitalas/posts/{k} slike sa regate", "https://www.instagram.com/p/{k}/ naši juniori 🚣",
            "https://maps.app.goo.gl/{k} ovde je hangar za one koji prvi put dolaze", "https://www.veslanje.rs/ kalendar takmičenja",
            "https://youtu.be/{k} tehnika zaveslaja, pogledajte svi", "https://www.youtube.com/watch?v={k} finale sa prvenstva",
            "https://www.hidmet.gov.rs/ vodostaj i upozorenja", "https://www.facebook.com/groups/veslanjens/permalink/{n}/ prodaje se skif"]
_BOT = ["Zabeleženo ✍️", "Hvala, zapisao sam.", "Ne mogu da preslušam glasovnu poruku, napišite molim vas 🙏", "Podsetiću kad bude vreme.", "Важи!"]

_BEZ = str.maketrans({"č": "c", "ć": "c", "š": "s", "ž": "z", "đ": "dj", "Č": "C", "Ć": "C", "Š": "S", "Ž": "Z", "Đ": "Dj"})
_CIR = {"lj": "љ", "nj": "њ", "dž": "џ", "Lj": "Љ", "Nj": "Њ", "Dž": "Џ", "LJ": "Љ", "NJ": "Њ", "DŽ": "Џ"}
_CIR1 = dict(zip("abvgdđežzijklmnoprstćufhcčšABVGDĐEŽZIJKLMNOPRSTĆUFHCČŠ", "абвгдђежзијклмнопрстћуфхцчшАБВГДЂЕЖЗИЈКЛМНОПРСТЋУФХЦЧШ"))


def _bez(text: str) -> str:
    """`text` typed without diacritics (c for č and ć, dj for đ)."""
    return text.translate(_BEZ)


def _cir(text: str) -> str:
    """`text` in Cyrillic; links, codes (a letter before a digit) and words with q, w, x, y stay Latin."""
    out = []
    for word in text.split(" "):
        if re.search(r"[qwxyQWXY/@_]|[A-Za-z]\d", word):
            out.append(word)
            continue
        i, w = 0, ""
        while i < len(word):
            if word[i:i + 2] in _CIR:
                w, i = w + _CIR[word[i:i + 2]], i + 2
            else:
                w, i = w + _CIR1.get(word[i], word[i]), i + 1
        out.append(w)
    return " ".join(out)


class _Klub:
    """One chat's draws and the club's ways of talking."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.k = Planter(rng, _KLUB, self.slot, self.value)

    def plant(self, kind: str) -> Planted:
        """A fact as the planter words it, then in Cyrillic a third of the time or without
        diacritics a quarter (its probe and stale strings the same way, so they still match)."""
        p = self.k(kind)
        if p is None:
            return p
        x = self.rng.random()
        f = _cir if x < 0.33 else _bez if x < 0.58 else None
        if f is None or "http" in p[0]:
            return p
        text, probe, newer = p
        return f(text), tuple(f(s) for s in probe), ((f(newer[0]), tuple(f(s) for s in newer[1])) if newer else None)

    # -- formats ----------------------------------------------------------------------------

    def din(self, n: int) -> str:
        """Dinars: "3.500 din", "3500 dinara", "RSD 3.500", "3.500,00 RSD", "3500din"."""
        g = grouped(n, ".") if n >= 1000 else str(n)
        return self.rng.choice([f"{g} din", f"{n} dinara", f"RSD {g}", f"{g},00 RSD", f"{n}din", f"{g} dinara"])

    def eur(self, n: int) -> str:
        return self.rng.choice([f"{n} evra", f"€{n}", f"{n}€", f"{n} EUR", f"{n} eura"])

    def den(self, n: int) -> date:
        return date(2026, 12, 1) + timedelta(days=n)

    def dt(self, n: int) -> str:
        """A date: "14. decembar", "14.12.", "u subotu 14. decembra", "subota 14.12", "14. decembra"."""
        d = self.den(n)
        wd = d.weekday()
        return self.rng.choice([f"{d.day}. {_MESEC[d.month]}", f"{d.day}.{d.month}.", f"{_U_DAN[wd]} {d.day}. {_MESECA[d.month]}",
                                f"{_DAN[wd]} {d.day}.{d.month}", f"{d.day}. {_MESECA[d.month]}", f"{d.day}.{d.month:02d}."])

    def nd(self, n: int) -> str:
        d = self.den(n)
        return self.rng.choice([f"{d.day:02d}.{d.month:02d}.{d.year}.", f"{d.day}. {_MESECA[d.month]} {d.year}.", f"{d.day}.{d.month}.{d.year}"])

    def sat(self, h: int, mi: int | None = None) -> str:
        """A time: "u 7:30", "u 18č", "u 18h", "u 18 časova", "od 6 do 8"."""
        r = self.rng
        mi = r.choice([0, 0, 30]) if mi is None else mi
        if mi:
            return r.choice([f"u {h}:{mi:02d}", f"u {h}.{mi:02d}", f"u {h}:{mi:02d}h"])
        return r.choice([f"u {h}h", f"u {h}č", f"u {h}:00", f"u {h} časova", f"od {h} do {h + 2}"])

    # -- the facts' values ------------------------------------------------------------------

    def slot(self, k: str) -> str:
        r, f = self.rng, self.k.fresh
        slots = {"din": lambda: self.din(f("din", 20, 90) * 100), "din2": lambda: self.din(f("din2", 40, 900) * 1000 + r.choice([0, 500])),
                 "din3": lambda: self.din(f("din3", 60, 500) * 1000), "din4": lambda: self.din(f("din4", 80, 400) * 100),
                 "din5": lambda: self.din(f("din5", 5, 30) * 100), "din6": lambda: self.din(f("din6", 100, 900) * 1000),
                 "eur": lambda: self.eur(f("eur", 15, 95)), "eur2": lambda: self.eur(f("eur2", 20, 60)), "cm": lambda: str(f("cm", 120, 620)),
                 "br": lambda: str(f("br", 35, 140)), "lit": lambda: str(f("lit", 3, 19)),
                 "erg": lambda: (lambda s: f"{s // 60}:{s % 60:02d}.{r.randrange(10)}")(f("erg", 360, 470)),
                 "dt": lambda: self.dt(f("d", 0, 120)), "nd": lambda: self.nd(f("d", 0, 120)), "tm": lambda: self.sat(f("h", 6, 21)),
                 "dy": lambda: r.choice(["sutra", "prekosutra", "u subotu", "u ponedeljak", "ove srede", "u četvrtak", "u petak", "u utorak"])}
        return slots[k]()

    def value(self, kind: str) -> str | None:
        r, f = self.rng, self.k.fresh

        def tel() -> str:
            a, b, c = r.choice(["060", "061", "062", "063", "064", "065", "066", "069"]), r.randrange(100, 1000), r.randrange(1000, 10000)
            return r.choice([f"{a} {b} {c}", f"{a}/{b}-{c}", f"+381 {a[1:]} {b} {c}", f"{a}{b}{c}"])

        def hour() -> str:
            h, mi = divmod(f("hour", 12, 20) * 30, 60)
            return r.choice([f"{h}:{mi:02d}", f"{h}.{mi:02d}h"])

        def when() -> str:
            h, mi = divmod(f("wh", 14, 40) * 30, 60)
            return f"{self.dt(f('d', 0, 120))} u {h}:{mi:02d}"

        draws = {"racun": lambda: f"{r.choice(['160', '205', '265', '325', '170'])}-{r.randrange(10**12, 10**13):013d}-{r.randrange(10, 100)}",
                 "tel": tel, "kod": lambda: str(r.randrange(1000, 10000)), "poziv": lambda: f"97 {r.randrange(10, 100)}-{r.randrange(10**6, 10**7)}",
                 "staza": lambda: f"{r.randrange(1, 7)}. staza, start {r.randrange(100, 999)}", "tablice": lambda: f"NS {r.randrange(100, 1000)}-{code(r, 2, 'ABCDEFGHJKLMNPRSTUVZ')}",
                 "wifi": lambda: r.choice([f"Veslo{r.randrange(100, 10000)}", f"talas_{code(r, 5)}", f"VKDT{code(r, 4)}!{r.randrange(10, 100)}"]),
                 "hour": hour, "when": when, "date": lambda: self.dt(f("d", 0, 120)),
                 "din": lambda: self.din(f("dinx", 20, 80) * 100), "eur": lambda: self.eur(f("eurx", 40, 300)),
                 "place": lambda: r.choice(["prostorijama Saveza na Spensu", "klubu na keju", "kafani Sidro", "sali Mesne zajednice Liman",
                                            "Pokrajinskom sekretarijatu za sport", "hotelu Park", "svlačionici VK Danubius"])}
        return self.k.apart(draws[kind]) if kind in draws else None

    # -- chatter ----------------------------------------------------------------------------

    def srednje(self) -> str:
        r = self.rng
        one, two = r.sample(_SREDNJE, 2)
        said = one.format(n=r.choice(_IMENA), m=r.choice(_MESTA))
        if r.random() < 0.35:  # two things at once
            more = two.format(n=r.choice(_IMENA), m=r.choice(_MESTA))
            said += (" " if not said[-1].isalnum() else r.choice([". ", " i još ", ", a "])) + more[0].lower() + more[1:]
        x = r.random()
        said = _cir(said) if x < 0.25 else _bez(said) if x < 0.55 else said
        if r.random() < 0.3:
            said = said[0].lower() + said[1:]
        return tidied(r, said, 0.4, _PITANJA, [".", "!", " 🙏", "!!", " 😊", "...", ""])

    def plan(self) -> str:
        """The coach's training plan, with 2000m splits."""
        r = self.rng
        reps = r.randrange(2, 5)
        rows = [f"{i + 1}x 2000m – split {r.randrange(1, 3)}:{r.randrange(38, 60):02d}, voga {r.randrange(18, 30)}" for i in range(reps)]
        head = r.choice(["PLAN ZA SUTRA", "Plan treninga", "ПЛАН ЗА СУБОТУ", "trening sreda"])
        return (f"{head} ({self.sat(r.randrange(6, 9))})\nzagrevanje {r.randrange(10, 25)} min\n" + "\n".join(rows)
                + f"\nhlađenje {r.randrange(5, 15)} min" + r.choice(["", "\nko kasni ide na ergometar", "\nprsluci obavezni za pionire", "\nne kasnite!"]))

    def ergo(self) -> str:
        r = self.rng
        names = r.sample(_IMENA, r.randrange(3, 7))
        rows = "\n".join(f"{n} {r.randrange(6, 8)}:{r.randrange(0, 60):02d}.{r.randrange(10)}" for n in names)
        return f"Rezultati ergometar 2000m ({self.dt(r.randrange(0, 60))}):\n{rows}" + r.choice(["", "\nbravo svima 👏", "\nslabo, vidimo se u ponedeljak"])

    def regate(self) -> str:
        r = self.rng
        places = r.sample(["Beograd, Ada Ciganlija", "Zagreb, Jarun", "Bled", "Novi Sad, kanal DTD", "Segedin", "Zemun, Dunav", "Temišvar"], 3)
        rows = "\n".join(f"{self.dt(r.randrange(30, 120))} – {p}" for p in places)
        return "KALENDAR REGATA (nezvanično):\n" + rows + r.choice(["", "\nprijave preko sekretara", "\nsve na veslanje.rs"])

    def kljucevi(self) -> str:
        r = self.rng
        names = r.sample(_IMENA, r.randrange(3, 6))
        return "Ključevi od hangara su kod:\n" + "\n".join(f"{i + 1}. {n}" for i, n in enumerate(names)) + r.choice(["", "\nko izgubi plaća bravu"])

    def uplatnica(self) -> str:
        r = self.rng
        return (f"Uplatilac: {r.choice(_IMENA)}, Novi Sad\nSvrha uplate: članarina {r.choice(['novembar', 'decembar', 'za dva meseca'])}\n"
                f"Primalac: VK „Dunavski talas” Novi Sad\nIznos: {self.din(r.randrange(20, 90) * 100)}\nŠifra plaćanja: 189"
                + r.choice(["", "\nuplaćeno 👍", "\nmolim potvrdu da je leglo", "\nza mene i brata"]))

    def vodostaj(self) -> str:
        r = self.rng
        return r.choice([f"Vodostaj Dunav, Novi Sad: {r.randrange(100, 600)} cm, {r.choice(['raste', 'opada', 'stagnira'])}",
                         f"⚠️ RHMZ upozorenje: jak vetar {r.randrange(40, 90)} km/h, temperatura do -{r.randrange(2, 12)}°C, nema vode danas",
                         f"Дунав {r.randrange(100, 600)} цм, вода {r.randrange(2, 9)}°C, чамџија каже пажљиво"])

    def jak_fakt(self) -> str:
        """Fact-like chatter that plants nothing."""
        r = self.rng
        return r.choice([f"{r.choice(_IMENA)} je danas istrčao {r.randrange(5, 15)} km po keju", f"kupio sam nove patike za {self.din(r.randrange(40, 150) * 100)}",
                         f"bio sam u klubu {self.dt(r.randrange(0, 90))} {self.sat(r.randrange(7, 20))}, niko nije bio", f"{r.choice(_IMENA)} ima rođendan {self.dt(r.randrange(0, 90))} 🎂",
                         f"moj split danas {r.randrange(1, 3)}:{r.randrange(40, 60)}", f"gorivo je sad {r.randrange(180, 215)} din litar",
                         f"u Sportvisionu kapa {self.eur(r.randrange(10, 40))}", f"{r.choice(_IMENA)} dolazi tek {self.dt(r.randrange(0, 60))}",
                         f"1998. smo osvojili državno u osmercu, bilo nas je {r.randrange(8, 20)} u klubu", f"juče sam odradio {r.randrange(8, 20)}km na vodi"])

    def chatter(self) -> Said:
        r = self.rng
        d = self.den(r.randrange(0, 100))
        makers: list[Any] = [
            lambda: (r.choice(_KRATKE), None), lambda: (self.srednje(), None), lambda: (r.choice(_JUNIORI), None), lambda: (self.plan(), None),
            lambda: (self.ergo(), None), lambda: (self.regate(), None), lambda: (self.kljucevi(), None), lambda: (self.uplatnica(), None),
            lambda: (self.vodostaj(), None), lambda: (ramble(r, _RODITELJ, 4, " "), None), lambda: (letter(r, _SEKRETAR), None),
            lambda: (_PODSETNIK, None), lambda: (r.choice(_LINKOVI).format(k=code(r, 11), n=r.randrange(10**7, 10**8)), None),
            lambda: (self.jak_fakt(), None),
            lambda: (r.choice(["", "", "jutros na Dunavu 🌫", "ponton posle leda", "naši juniori 💪", "ко је ово оставио?"]),
                     media("photo", f"IMG_{d:%Y%m%d}_{r.randrange(80000, 200000)}.jpg", "image/jpeg", r.randrange(60_000, 4_000_000))),
            lambda: (r.choice(["", "start četverca", "snimak tehnike"]), media("video", f"VID_{d:%Y%m%d}.mp4", "video/mp4", r.randrange(900_000, 30_000_000))),
            lambda: (r.choice(["", "", "vozim, snimam"]), media("voice", f"PTT-{d:%Y%m%d}-WA{r.randrange(1000, 9999)}.m4a", "audio/mp4", r.randrange(8_000, 900_000))),
            lambda: r.choice([("pravilnik", media("document", "Pravilnik_VK.pdf", "application/pdf", r.randrange(30_000, 2_000_000))),
                              ("", media("document", "Plan_priprema.xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", 40_000)),
                              ("prijava za savez", media("document", "Prijava_licenca.docx", "application/msword", 25_000))])]
        weights = [22, 32, 9, 2.5, 1.6, 1.2, 1, 1.8, 2, 5, 2.8, 3, 2.5, 8, 5, 1, 3, 1]
        return r.choices(makers, weights)[0]()  # type: ignore[no-any-return]

    def wrap(self, text: str) -> str:
        r = self.rng
        return r.choice([f"Dobro jutro svima ☀️ {text}", f"{text}\n\n{_PODSETNIK}", f"{ramble(r, _RODITELJ, 3, ' ')} i jos {text}",
                         f"Sa sednice odbora:\n1. {text}\n2. {self.srednje()}", f"{text} 🙏", f"{text}\n— Sekretar kluba", f"Važno: {text}",
                         f"{text}\nProsledite roditeljima koji nisu u grupi.", f"📌 {text}", f"{text} Поздрав."])


def generate(seed: int, chats: int, messages: int, ids: Ids | None = None, fact_share: float = 0.07) -> list[Chat]:
    return family_chats(NAME, seed, chats, ids, lambda rng, chat_id: _chat(rng, chat_id, messages, fact_share))


def _chat(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    k = _Klub(rng)
    people = [f"+3816{rng.randrange(10**7, 10**8)}" for _ in range(rng.randrange(12, 30))]  # Viber numbers

    # Winter on the river: bursts before dawn and after school, quiet nights and whole days without a word.
    def gap() -> int:
        return rng.randrange(30, 2400) if rng.random() > 0.12 else rng.randrange(5 * 3600, 30 * 3600)

    voice = Voice(k.plant, k.chatter, k.wrap, 0.25, lambda: rng.choice(_BOT), 0.03, gap, (4, 36))
    return assemble(rng, chat_id, n, fact_share, NAME, people, voice)
