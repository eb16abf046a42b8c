"""The klasa family: the parents' group of a Polish primary-school class (3b), in Polish.

Written after clinica, guild and vve were measured once and joined the tuning set, and run on
no version of the summarizer when it was committed: a held-out family. Mothers and fathers of
the children of class 3b write between work and homework: "Dzięki!", "ok", "+1", "Wpłacone ✅"
a dozen times under every message, questions about what is due for maths tomorrow, lost
sweatshirts and slippers, birthday invitations, and now and then a long complaint about the
weight of the school bag or the cold lunch, with or without full stops, sometimes typed
without Polish letters ("dzieki", "jutro jest wf?"). The class council forwards the form
teacher's Librus messages as they came (header, "Szanowni Państwo", dates and times), the
treasurer reposts the list of payments with one more child ticked each time, and the lesson
plan and the canteen's menu arrive pasted with their hours and allergen numbers. Money is
"35 zł" and "12,50 zł", dates "15 maja" and "14.03", times "o 8:00" and "godz. 17.30",
weekdays with their preposition ("we wtorek", "w środę"). Its facts are said in the parents'
words ("Po głosowaniu: zielona szkoła = Łeba, ośrodek Jantar.", "Skarbnikiem klasy na ten rok
jest Agnieszka Wójcik.").
"""

from __future__ import annotations

import random
from typing import Callable, Optional

from .common import Chat, Ids, Planted, Pools, Said, Voice, assemble, superseded

NAME = "klasa"
LANGUAGE = "pl"
# Messages per chat by default: about 18,000 to 25,000 characters of history and about 20 facts.
MESSAGES = 225

_MIESIACE = ["stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "września", "października", "listopada", "grudnia"]
_DNI = ["poniedziałek", "wtorek", "środa", "czwartek", "piątek"]
_W_DNI = ["w poniedziałek", "we wtorek", "w środę", "w czwartek", "w piątek"]  # "on Monday", as the preposition wants it
# The children of 3b the chatter names: (name, its genitive, a girl?).
_DZIECI = [("Zosia", "Zosi", True), ("Kuba", "Kuby", False), ("Antek", "Antka", False), ("Hania", "Hani", True),
           ("Franek", "Franka", False), ("Ola", "Oli", True), ("Staś", "Stasia", False), ("Lena", "Leny", True), ("Maja", "Mai", True),
           ("Tymek", "Tymka", False), ("Julka", "Julki", True), ("Igor", "Igora", False), ("Wojtek", "Wojtka", False),
           ("Nela", "Neli", True), ("Szymon", "Szymona", False), ("Amelka", "Amelki", True), ("Bartek", "Bartka", False),
           ("Iga", "Igi", True), ("Filip", "Filipa", False), ("Marcelina", "Marceliny", True), ("Leon", "Leona", False),
           ("Natalka", "Natalki", True), ("Kacper", "Kacpra", False), ("Pola", "Poli", True)]

# Decisions: the subject (said as it is, the probe looks for it) and what the class may settle on.
_SPRAWY = [("prezent dla pani Ewy", ["bon do Empiku", "kosz kwiatów z dedykacją od dzieci", "zestaw książek od całej klasy"]),
           ("zielona szkoła", ["Białka Tatrzańska", "Łeba, ośrodek Jantar", "Wisła, pensjonat Pod Skocznią"]),
           ("bal karnawałowy", ["w sali gimnastycznej z DJ-em", "w klubie Fikołek", "bez przebrań, sama dyskoteka"]),
           ("ubezpieczenie NNW", ["PZU, wariant podstawowy", "Compensa, wariant rozszerzony", "każdy we własnym zakresie"]),
           ("zdjęcia klasowe", ["studio Foto-Magia", "pan Zbyszek ze studia Kadr", "we własnym zakresie, telefonem"]),
           ("Dzień Chłopaka", ["kino i pizza", "drobne upominki po 15 zł", "warsztaty z robotyki"]),
           ("Mikołajki klasowe", ["losowanie, prezent do 30 zł", "paczki kupione zbiorczo", "wyjście na lodowisko"]),
           ("wyjście do teatru", ["Teatr Lalek Banialuka", "Teatr Groteska, „Pinokio”", "Teatr Ludowy, „Akademia Pana Kleksa”"])]
_POSTANOWIENIA = ["Ustalone: {s} – {c}.", "Wyniki ankiety są jasne, {s} → {c} 👍", "ok czyli {s} to {c}, zamykam temat",
                  "Po głosowaniu: {s} = {c}. Dziękuję wszystkim za udział!", "Większość jest za, więc {s}: {c}",
                  "Trójka klasowa postanowiła. {S}: {c}. Kto ma uwagi, proszę na priv."]

# Numbers and dates: (the text, the probe); each template, with its own subject, once a chat.
_LICZBY = [("Składka na radę rodziców w tym roku: {zl} zł od dziecka.", ("składka na radę rodziców", "{zl} zł")),
           ("Wycieczka do Krakowa kosztuje {duze} zł na osobę (autokar, przewodnik i bilety do Wieliczki)",
            ("bilety do Wieliczki", "{duze} zł")),
           ("w klasowej skarbonce zostało {zl},{gr} zł po ostatnich zakupach", ("w klasowej skarbonce", "{zl},{gr} zł")),
           ("Obiady w stołówce od lutego po {male},{gr} zł za dzień, płatne z góry", ("obiady w stołówce", "{male},{gr} zł")),
           ("ksero za pierwszy semestr wyszło {male} zł na dziecko", ("ksero za pierwszy semestr", "{male} zł")),
           ("Komplet podręczników do angielskiego to {zl} zł, zamawiamy zbiorczo", ("podręczników do angielskiego", "{zl} zł")),
           ("Autokar na wycieczkę ma {miejsca} miejsc, czyli zmieścimy się z opiekunami", ("autokar na wycieczkę", "{miejsca} miejsc")),
           ("Na basen w czwartki zapisało się {dzieci} dzieci", ("basen w czwartki", "{dzieci} dzieci"))]
_DATY = [("Zebranie z rodzicami {wdn} {d} {m} o {hh}:{mi}, sala 17.", ("zebranie z rodzicami", "{d} {m}")),
         ("Wyjazd do Torunia: zbiórka {wdn} o {hh}:{mi} pod szkołą, powrót ok. 18", ("wyjazd do Torunia", "{hh}:{mi}")),
         ("Dzień otwarty w szkole muzycznej – {dzien} {d} {m}, od 10 do 14", ("szkole muzycznej", "{d} {m}")),
         ("szczepienia w gabinecie pielęgniarki będą {dd}.{mm}, zgody trzeba oddać wcześniej", ("gabinecie pielęgniarki", "{dd}.{mm}")),
         ("Próba generalna przedstawienia {wdn} o {hh}:{mi} w auli", ("próba generalna", "{hh}:{mi}")),
         ("Zgody na wycieczkę oddajemy najpóźniej do {d} {m}", ("zgody na wycieczkę", "{d} {m}")),
         ("{d} {m} rada pedagogiczna – dzieci mają wolne, świetlica czynna do 16:00", ("rada pedagogiczna", "{d} {m}"))]

_RODZICE = ["Agnieszka Wójcik", "Katarzyna Zielińska", "Marta Kowalczyk", "Paweł Mazur", "Tomasz Lewandowski", "Joanna Kamińska",
            "Magdalena Szymańska", "Michał Dąbrowski", "Anna Woźniak", "Piotr Krawczyk", "Monika Jankowska", "Łukasz Pietrzak",
            "Ewelina Grabowska", "Rafał Sikora"]
_FUNKCJE = [("Skarbnikiem klasy na ten rok jest {p}.", "skarbnikiem klasy"),
            ("Nowa osoba w trójce klasowej: {p}, w miejsce pani Basi", "w trójce klasowej"),
            ("{p} będzie koordynować zbiórkę makulatury, worki zostawiamy przy portierni", "zbiórkę makulatury"),
            ("Kontakt z fotografem ma {p}, pytajcie bezpośrednio", "kontakt z fotografem"),
            ("na wyjazdach opiekunem z ramienia rodziców jest {p}", "opiekunem z ramienia rodziców"),
            ("{p} zbiera listę alergii dzieci dla kuchni, piszcie bezpośrednio", "listę alergii"),
            ("Admin tej grupy od dziś: {p} 🙂", "admin tej grupy"),
            ("Klasę w radzie rodziców reprezentuje {p}.", "klasę w radzie rodziców reprezentuje")]
_ZADANIA = ["oddać podpisane zgody na wyjście do kina", "kupić bibułę i klej na dekoracje do klasy",
            "zawieźć makulaturę do punktu skupu", "wydrukować dyplomy na Dzień Sportu", "zamówić tort na pożegnanie pani Basi",
            "odebrać zamówione koszulki z nadrukiem", "napisać podziękowanie dla pani pedagog", "ustalić dyżury rodziców na dyskotece",
            "przynieść przedłużacz i głośnik na apel", "sprawdzić, czy wszyscy mają legitymacje",
            "oddać kluczyk do szafki na korytarzu", "pozbierać kapcie z szatni przed feriami"]
_PROSBY = ["Kto może {a}? Ja w tym tygodniu nie dam rady 🙏", "Przypominam, że ktoś musi jeszcze {a}.",
           "Zostało do zrobienia: {a} – są chętni?", "ktoś by się zgodził {a}? znowu nikt się nie zgłosił",
           "Pani Ewa prosi, żeby ktoś z rodziców zechciał {a}.", "Do ogarnięcia w tym tygodniu: {a}. Dajcie znać, kto się podejmie"]

# Corrected by an edit: (the first text, the edited text, the subject, the kind of value).
_POPRAWKI = [("Numer konta do wpłat na wycieczkę: {x}", "Numer konta do wpłat na wycieczkę: {y} (poprawiony, była literówka)",
              "numer konta do wpłat", "konto"),
             ("Hasło do albumu ze zdjęciami z balu: {x}", "Hasło do albumu ze zdjęciami z balu: {y}", "albumu ze zdjęciami", "haslo"),
             ("Telefon do pani Ewy (tylko w pilnych sprawach!): {x}", "Telefon do pani Ewy (tylko w pilnych sprawach!): {y}",
              "telefon do pani Ewy", "tel"),
             ("kod do szatni przy sali gimnastycznej to {x}", "kod do szatni przy sali gimnastycznej to {y}", "kod do szatni", "kod"),
             ("Kwota do wpłaty na zieloną szkołę: {x} zł, termin do końca miesiąca",
              "Kwota do wpłaty na zieloną szkołę: {y} zł, termin do końca miesiąca", "kwota do wpłaty", "kwota"),
             ("Link do spotkania na Teams z panią psycholog: {x}", "Link do spotkania na Teams z panią psycholog: {y}",
              "spotkania na Teams", "teams")]
# Contradicted by a later message: (the first text, the later ones to choose from, the subject, the kind of value).
_ZMIANY = [("Zebranie trójek klasowych jest w sali {x}", ["Uwaga, zmiana: zebranie trójek klasowych odbędzie się w sali {y}",
                                                          "zebranie trójek klasowych przenosimy do sali {y}, tamta zajęta"],
            "zebranie trójek klasowych", "sala"),
           ("Odbiór z wycieczki planowany na {x} pod szkołą", ["Zmiana planu: odbiór z wycieczki około {y}, pani dzwoniła z autokaru",
                                                              "korekta: odbiór z wycieczki o {y}, nie wcześniej"],
            "odbiór z wycieczki", "godz"),
           ("Przy kiermaszu ciast dyżur ma {x}", ["zamiana: przy kiermaszu ciast dyżur ma {y}",
                                                  "Przy kiermaszu ciast stanie jednak {y}, bo poprzednia osoba się rozchorowała"],
            "kiermaszu ciast", "osoba"),
           ("Składkę na Dzień Nauczyciela zbieramy do {x}", ["Przedłużamy: składkę na Dzień Nauczyciela zbieramy do {y}",
                                                             "termin na Dzień Nauczyciela przesunięty, wpłaty do {y}"],
            "Dzień Nauczyciela", "termin"),
           ("Na wycieczkę każde dziecko zabiera {x}", ["Pani Ewa pisze, że na wycieczkę każde dziecko zabiera jednak {y}",
                                                       "zmiana: każde dziecko zabiera {y}"], "każde dziecko zabiera", "rzecz"),
           ("Dyskoteka andrzejkowa w {x}", ["dyskoteka andrzejkowa będzie jednak w {y}", "Zmiana miejsca: dyskoteka andrzejkowa w {y}"],
            "dyskoteka andrzejkowa", "miejsce")]
# Seats on a coach, each a number Polish counts with "miejsc" (not 52, 53, 54: "miejsca").
_BEZ_KONCOWEK = [45, 46, 47, 48, 49, 50, 51, 55, 56, 57, 58, 59, 60, 61]
_SALE = ["nr 14", "nr 23", "nr 31", "informatycznej", "biologicznej", "nr 8 na parterze", "muzycznej"]
_OSOBY = ["mama Oli", "tata Staśka", "babcia Leny", "mama Tymka", "tata Igora", "mama bliźniaków", "ciocia Hani"]
_RZECZY = ["suchy prowiant i 20 zł kieszonkowego", "drugie śniadanie i picie, bez pieniędzy", "kanapki i najwyżej 30 zł",
           "legitymację i 15 zł na pamiątki", "prowiant na cały dzień i kurtkę przeciwdeszczową", "tylko wodę, obiad jest na miejscu"]
_MIEJSCA = ["sali gimnastycznej", "świetlicy", "auli na pierwszym piętrze", "jadalni", "bibliotece szkolnej", "klubie Pod Jabłonką"]

# The chatter.
_KROTKIE = ["Dzięki!", "dzięki", "dzieki", "Dziękuję 🙏", "Dziękujemy!", "ok", "Ok", "OK 👍", "okej", "👍", "👍👍", "+1", "Ja też",
            "My też", "Super!", "Super, dzięki", "🙂", "😂😂😂", "Zgadzam się", "Wpłacone ✅", "wpłaciłam", "Przelew poszedł", "❤️",
            "🌸", "Brawo dzieciaki 👏", "nie wiem", "Tak", "Nie", "My nie możemy", "Będziemy", "Zdrówka!", "spoko", "Dzięki za info",
            "Też nie wiem", "😱", "Dobranoc", "🙏🙏", "Dziękuję bardzo za zorganizowanie ❤️", "o matko", "haha", "No właśnie", "👌",
            "Jasne", "dzięki kochani", "Dziękuję!!!", "Ok, dzięki", "Dzięki, już wiem"]
_PYTANIA = ["Czy ktoś wie, co jest zadane z matmy na jutro?", "czy jutro jest wf?",
            "{dz_f} zostawiła w szatni granatową bluzę z jednorożcem, jeśli ktoś widział 🙏",
            "{dz} ma gorączkę, czy ktoś może podesłać zdjęcie lekcji z zeszytu?", "Czy w piątek lekcje są do 12:35 czy do 13:30?",
            "{dz_m} zgubił kapcie, białe, rozmiar 32", "Czy ktoś ma ćwiczenia do polskiego, str. 45? Nasze zostały w szkole",
            "Czy ktoś jedzie w stronę Bronowic po szkole? Szukam podwózki dla {dop} na 16:00",
            "Zapraszamy na urodziny {dop} w sobotę o 15:00 w Fikołku! 🎈 Dajcie znać do środy",
            "Ile w końcu przynosimy na kwiaty? 5 zł?", "Gratulacje dla {dop} za 1. miejsce w konkursie recytatorskim! 👏",
            "dzieci dostały dziś kartkę o wszach, sprawdzajcie głowy", "Czy świetlica jest czynna 23 grudnia?",
            "U nas ospa, uprzedzam wszystkich 😷", "Czy na religię trzeba kupić nowy zeszyt?",
            "Kto zabrał przez pomyłkę zielony worek na wf z napisem IGOR?", "Pani od angielskiego prosi o podpisanie kartkówek",
            "Jutro strój galowy!!!", "ktoś ma numer do pana od szachów?",
            "{dz_m} przyniósł do domu cudzy piórnik z Minecraftem, czyj?", "Od której jutro są lekcje, od 8:55?",
            "Czy dzieci mają jutro przynieść pieniądze na wyjście, czy to w przyszłym tygodniu?",
            "Pan woźny mówi, że szatnia będzie zamykana o 16:30", "Czy ktoś wie, kiedy są wywiadówki w drugim semestrze?",
            "Dziękujemy za wczorajsze spotkanie, dzieciaki były zachwycone 😍",
            "Ma ktoś może zapasowe kredki? {dz_m} zostawił swoje w klasie",
            "W piątek po lekcjach idziemy na plac zabaw przy Parkowej, kto z nami?"]
_SKARGA = ["Przepraszam, że znowu piszę", "ale muszę to z siebie wyrzucić", "{dz} wraca ze szkoły z takim plecakiem, że ledwo go dźwiga",
           "w piątek ważyłam, było prawie 7 kilo", "do tego codziennie dwie strony zadania z matematyki",
           "i jeszcze czytanka na jutro", "rozumiem, że program jest przeładowany", "ale to trzecia klasa a nie liceum",
           "wieczorem siedzimy nad lekcjami do 20:30", "nie ma czasu na trening ani na podwórko",
           "pisałam już do wychowawczyni przez Librusa", "ale odpowiedź była taka, że tak jest w podstawie programowej",
           "czy tylko my tak mamy?", "może porozmawiajmy o tym wszyscy razem", "bo ja już nie mam siły", "sorry za elaborat"]
_SKARGA_OBIAD = ["Czy wasze dzieci też mówią, że obiad był dziś zimny?", "{dz_m} znowu nic nie zjadł",
                 "a płacimy przecież z góry za cały miesiąc",
                 "zupa była podobno słona jak morze", "kotlet twardy", "ziemniaki z wczoraj", "nie chcę robić afery",
                 "ale może ktoś z trójki porozmawia z kierowniczką kuchni", "bo to już trzeci raz w tym miesiącu",
                 "dzieci potem wracają głodne o 15:00", "i zjadają wszystko, co jest w lodówce 😅", "pozdrawiam"]
_OBUWIE = "Przypominam o obuwiu zmiennym! Pan woźny znowu nie wpuszczał dzieci w butach 🙈"
_ADMIN = "Prośba: nie piszmy tu prywatnych spraw po 21:00, dziękuję 🙏 (admin)"
_USUNIETA = "Ta wiadomość została usunięta"
# The form teacher's Librus messages: (subject, body).
_LIBRUS = [("Skrócone lekcje", "Informuję, że w dniu {dd}.{mm} lekcje kończą się o {hh}:{mi} z powodu szkolenia nauczycieli."),
           ("Materiały na plastykę", "Proszę o przyniesienie na zajęcia plastyczne: bloku technicznego, kleju, nożyczek i {n} rolek "
                                     "papieru toaletowego."),
           ("Kartkówka z matematyki", "Przypominam o kartkówce z tabliczki mnożenia {wdn}. Proszę, aby dzieci powtórzyły mnożenie do {n}0."),
           ("Apel", "{wdn_cap} {d} {m} odbędzie się apel. Obowiązuje strój galowy: biała bluzka lub koszula, ciemny dół."),
           ("Wszawica", "Uprzejmie proszę o sprawdzenie głów dzieci, w klasie pojawiły się wszy."),
           ("Podziękowanie", "Dziękuję Państwu za pomoc przy organizacji kiermaszu. Zebraliśmy {duze} zł na potrzeby klasy."),
           ("Karta rowerowa", "Dzieci, które nie oddały jeszcze karty rowerowej, proszę o jej dostarczenie do {d} {m}."),
           ("Lektura", "W przyszłym tygodniu zaczynamy lekturę „Dzieci z Bullerbyn”. Proszę o zakup lub wypożyczenie książki."),
           ("Konkurs czytelniczy", "Do {d} {m} dzieci mogą zgłaszać się do konkursu czytelniczego. Nagrody ufundowała biblioteka.")]
_PLAN = ["ed. wczesnoszkolna", "ed. wczesnoszkolna", "angielski", "religia", "wf", "informatyka", "muzyka", "plastyka", "basen (klasa 3b)",
         "zajęcia korekcyjne", "świetlica"]
_JADLOSPIS = ["zupa pomidorowa z ryżem (1, 7, 9)", "kotlet mielony, ziemniaki, mizeria (1, 3, 7)", "żurek z jajkiem (1, 3, 10)",
              "naleśniki z serem (1, 3, 7)", "rosół z makaronem (1, 3, 9)", "ryba w panierce, surówka z marchwi (1, 3, 4)",
              "krupnik (1, 9)", "gulasz wieprzowy z kaszą (1, 9)", "pierogi ruskie (1, 3, 7)", "barszcz ukraiński (9)",
              "leniwe z masłem (1, 3, 7)", "pulpety w sosie koperkowym (1, 3, 7, 9)"]
_LINKI = ["https://forms.gle/{kod} ankieta, proszę o głosy do piątku", "https://photos.app.goo.gl/{kod} zdjęcia z wczorajszego wyjścia 📸",
          "https://allegro.pl/oferta/plecak-szkolny-ergonomiczny-{n} może komuś się przyda, przecena",
          "https://www.facebook.com/events/{n}/ festyn na osiedlu w niedzielę",
          "https://synergia.librus.pl/wiadomosci/1/5/{n}/f0 tu jest ta wiadomość od pani",
          "https://www.youtube.com/watch?v={kod} piosenka na apel, dzieci mają się nauczyć dwie zwrotki",
          "https://www.gov.pl/web/edukacja/{n} nowe zasady oceniania, jakby ktoś chciał poczytać"]
_PODPISY = ["", "", "", "Nasze dzieciaki na apelu 😍", "zdjęcie tablicy z zadaniem", "kartka od pani", "Czyja to kurtka?",
            "tak wygląda plecak po powrocie 🙈", "laurka od {dop} ❤️"]
_BOT = ["Zanotowane.", "Dzięki, zapisałem.", "Nie odsłucham wiadomości głosowej, możesz napisać?", "Proszę bardzo!",
        "Przypomnę przed terminem."]


def _bez_ogonkow(text: str) -> str:
    """As typed on a phone without Polish letters."""
    return text.translate(str.maketrans("ąćęłńóśźżĄĆĘŁŃÓŚŹŻ", "acelnoszzACELNOSZZ"))


def _osob(n: int) -> str:
    """People counted as Polish counts them: 1 osoba, 3 osoby, 5 osób."""
    if n == 1:
        return "1 osoba"
    return f"{n} osoby" if n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14) else f"{n} osób"


class _Klasa:
    """One chat: its draws, the treasurer's payment list as it grows, and every way it talks."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.p = Pools(rng, sprawa=_SPRAWY, liczba=_LICZBY, data=_DATY, rodzic=_RODZICE, funkcja=_FUNKCJE, zadanie=_ZADANIA,
                       poprawka=_POPRAWKI, zmiana=_ZMIANY, sala=_SALE, osoba=_OSOBY, rzecz=_RZECZY, miejsce=_MIEJSCA)
        self.wplaty: list[str] = []  # the children ticked on the payment list so far
        self.zbiorka = rng.choice([("teatr", 25), ("kino", 18), ("kwiaty dla pani", 5), ("wycieczka do ZOO", 40), ("Mikołaj", 20)])

    # -- values -----------------------------------------------------------------------------

    def _raz(self, tag: str, lo: int, hi: int) -> int:
        """A number for one slot, never drawn before for it in this chat."""
        return int(self.p.unique(lambda: (tag, self.rng.randrange(lo, hi)))[1])

    def wartosc(self, kind: str) -> Optional[str]:
        r, p = self.rng, self.p
        if kind == "konto":
            return p.unique(lambda: f"PL{r.randrange(10, 99)} " + " ".join(f"{r.randrange(0, 10000):04d}" for _ in range(6)))
        if kind == "haslo":
            return p.unique(lambda: f"{r.choice(['Bombka', 'Sanki', 'Pingwin', 'Kredka', 'Tornister', 'Bałwan'])}{r.randrange(10, 99)}!")
        if kind == "tel":
            return p.unique(lambda: f"{r.choice(['501', '602', '693', '725', '788', '889'])} {r.randrange(100, 999)} {r.randrange(100, 999)}")
        if kind == "kod":
            return p.unique(lambda: f"{r.randrange(1000, 9999)}")
        if kind == "kwota":
            return str(self._raz("kwota", 450, 990))
        if kind == "teams":
            return p.unique(lambda: "https://teams.microsoft.com/l/meetup-join/19%3ameeting_" + _kod(r, 24))
        if kind == "godz":
            return p.unique(lambda: f"{r.randrange(15, 22)}:{r.choice(['05', '10', '20', '35', '40', '50'])}")
        if kind == "termin":
            return p.unique(lambda: f"{r.randrange(10, 29)} {r.choice(_MIESIACE)}")
        return p.take(kind)

    def _sloty(self, text: str) -> dict[str, str]:
        r = self.rng
        wdn = r.randrange(len(_W_DNI))
        los: dict[str, Callable[[], str]] = dict(
            zl=lambda: str(self._raz("zl", 35, 290)), gr=lambda: r.choice(["50", "20", "80", "40", "90"]),
            duze=lambda: str(self._raz("duze", 120, 480)), male=lambda: str(self._raz("male", 6, 19)),
            miejsca=lambda: str(self.p.unique(lambda: ("miejsca", r.choice(_BEZ_KONCOWEK)))[1]), dzieci=lambda: str(self._raz("dzieci", 9, 24)),
            wdn=lambda: _W_DNI[wdn], dzien=lambda: _DNI[wdn], d=lambda: str(self._raz("d", 2, 29)), m=lambda: r.choice(_MIESIACE),
            hh=lambda: str(self._raz("hh", 7, 19)), mi=lambda: r.choice(["00", "15", "30", "45"]),
            dd=lambda: f"{self._raz('dd', 2, 29):02d}", mm=lambda: f"{r.randrange(1, 13):02d}")
        return {k: f() for k, f in los.items() if "{" + k + "}" in text}

    # -- facts ------------------------------------------------------------------------------

    def plant(self, kind: str) -> Planted:
        p, r = self.p, self.rng
        if kind == "decision":
            sprawa = p.take("sprawa")
            if sprawa is None:
                return None
            c = r.choice(sprawa[1])
            return r.choice(_POSTANOWIENIA).format(s=sprawa[0], S=sprawa[0][0].upper() + sprawa[0][1:], c=c), (sprawa[0], c), None
        if kind in ("number", "date/time"):
            t = p.take("liczba" if kind == "number" else "data")
            if t is None:
                return None
            sloty = self._sloty(t[0])
            return t[0].format(**sloty), tuple(x.format(**sloty) for x in t[1]), None
        if kind == "who is who":
            kto, funkcja = p.take("rodzic"), p.take("funkcja")
            if kto is None or funkcja is None:
                return None
            return funkcja[0].format(p=kto), (kto, funkcja[1]), None
        if kind == "open task":
            a = p.take("zadanie")
            return (r.choice(_PROSBY).format(a=a), (a,), None) if a else None
        return superseded(kind, p.take("poprawka" if kind == "corrected (edit)" else "zmiana"), r, self.wartosc)

    # -- chatter ----------------------------------------------------------------------------

    def _dziecko(self, text: str) -> str:
        r = self.rng
        imie, dop, _ = r.choice(_DZIECI)
        return text.format(dz=imie, dop=dop, dz_f=r.choice([d for d, _, f in _DZIECI if f]),
                           dz_m=r.choice([d for d, _, f in _DZIECI if not f]))

    def lista(self) -> str:
        """The treasurer's list, reposted again and again, most times with one more child ticked."""
        r = self.rng
        if len(self.wplaty) < len(_DZIECI) and (not self.wplaty or r.random() < 0.8):
            self.wplaty.append(r.choice([d for d, _, _ in _DZIECI if d not in self.wplaty]))
        co, ile = self.zbiorka
        wiersze = [f"{i + 1}. {d} ✅" for i, d in enumerate(self.wplaty)]
        return (f"Lista wpłat – {co} ({ile} zł od dziecka):\n" + "\n".join(wiersze)
                + f"\n\nZostało jeszcze: {_osob(len(_DZIECI) - len(self.wplaty))}, proszę dopisywać się pod spodem 🙂")

    def librus(self) -> str:
        r = self.rng
        wdn = r.randrange(len(_W_DNI))
        sloty = dict(dd=f"{r.randrange(2, 29):02d}", mm=f"{r.randrange(1, 13):02d}", hh=str(r.randrange(11, 14)),
                     mi=r.choice(["00", "25", "30", "40"]), n=r.randrange(2, 6), wdn=_W_DNI[wdn], wdn_cap=_W_DNI[wdn].capitalize(),
                     d=r.randrange(2, 29), m=r.choice(_MIESIACE), duze=r.randrange(300, 1400))
        wybrane = r.sample(_LIBRUS, r.randrange(1, 3))
        tresc = "\n".join(body.format(**sloty) for _, body in wybrane)
        return (f"📩 Wiadomość z Librusa\nNadawca: Ewa Nowak (wychowawca)\nTemat: {wybrane[0][0]}\n"
                f"Data: {r.randrange(1, 29):02d}.{r.randrange(1, 13):02d}.2026 {r.randrange(7, 21)}:{r.randrange(0, 60):02d}\n\n"
                f"Szanowni Państwo,\n{tresc}\n\nZ poważaniem\nEwa Nowak")

    def plan(self) -> str:
        r = self.rng
        dni = []
        for dzien in _DNI:
            lekcje = r.sample(_PLAN, r.randrange(4, 7))
            koniec = ["11:35", "12:35", "13:30", "14:25"][min(3, len(lekcje) - 4)]
            dni.append(f"{dzien}: {', '.join(lekcje)} (8:00–{koniec})")
        return f"Plan lekcji 3b od {r.randrange(2, 29)} {r.choice(_MIESIACE)}:\n" + "\n".join(dni)

    def jadlospis(self) -> str:
        r = self.rng
        d = r.randrange(1, 24)
        dania = r.sample(_JADLOSPIS, 10)
        dni = [f"{dzien[:3]}.: {dania[2 * i]}; {dania[2 * i + 1]}" for i, dzien in enumerate(_DNI)]
        return (f"Jadłospis {d}–{d + 4}.{r.randrange(1, 13):02d}\n" + "\n".join(dni)
                + "\nAlergeny: 1 – gluten, 3 – jaja, 4 – ryby, 7 – mleko, 9 – seler, 10 – gorczyca")

    def skarga(self) -> str:
        r = self.rng
        zdania = _SKARGA if r.random() < 0.6 else _SKARGA_OBIAD
        wybrane = sorted(r.sample(range(len(zdania)), r.randrange(5, len(zdania))))
        czesci = [self._dziecko(zdania[i]) for i in wybrane]
        if r.random() < 0.5:  # written in one breath, a child's name the only capital
            return " ".join(c if zdania[i].startswith("{") else c[0].lower() + c[1:] for i, c in zip(wybrane, czesci))
        return ". ".join(c[0].upper() + c[1:] for c in czesci) + "."

    def chatter(self) -> Said:
        r = self.rng
        x = r.random()
        if x < 0.30:
            return r.choice(_KROTKIE), None
        if x < 0.52:
            text = self._dziecko(r.choice(_PYTANIA))
            if r.random() < 0.25:  # typed in a hurry: no Polish letters, no punctuation
                text = _bez_ogonkow(text).rstrip("?!.").replace(",", "")
            return text, None
        if x < 0.58:
            return self.librus(), None
        if x < 0.63:
            return self.lista(), None
        if x < 0.68:
            return self.skarga(), None
        if x < 0.71:
            return (self.plan() if r.random() < 0.5 else self.jadlospis()), None
        if x < 0.75:
            return r.choice([_OBUWIE, _OBUWIE, _ADMIN]), None
        if x < 0.77:
            return _USUNIETA, None
        if x < 0.82:
            return r.choice(_LINKI).format(kod=_kod(r, 11), n=r.randrange(10**8, 10**10)), None
        if x < 0.91:
            if r.random() < 0.8:
                return self._dziecko(r.choice(_PODPISY)), [
                    {"kind": "photo", "name": f"IMG-2026{r.randrange(1, 13):02d}{r.randrange(1, 29):02d}-WA{r.randrange(0, 200):04d}.jpg",
                     "mime": "image/jpeg", "bytes": r.randrange(80_000, 3_500_000)}]
            return r.choice(["", "film z występu 🎭"]), [
                {"kind": "video", "name": f"VID-2026{r.randrange(1, 13):02d}-WA{r.randrange(0, 99):04d}.mp4", "mime": "video/mp4",
                 "bytes": r.randrange(2_000_000, 60_000_000)}]
        if x < 0.96:
            return "", [{"kind": "voice", "mime": "audio/ogg", "bytes": r.randrange(4_000, 500_000), "ref": f"ptt-{_kod(r, 14)}"}]
        return self.lista(), None

    def wrap(self, text: str) -> str:
        r = self.rng
        return r.choice([
            f"Dzień dobry, kilka spraw od trójki:\n1. {self._dziecko(r.choice(_PYTANIA))}\n2. {text}\n3. {_OBUWIE}",
            f"Kochani, {text[0].lower() + text[1:]} Dziękuję za cierpliwość ❤️",
            f"{self.skarga()} Aha, i jeszcze jedno: {text}",
            f"PS. {text}",
            f"{text}\n\nI jeszcze przesyłam wiadomość od wychowawczyni:\n{self.librus()}",
            f"{text}\n\n{self.lista()}",
        ])


def _kod(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(n))


def generate(seed: int, chats: int, messages: int, ids: Optional[Ids] = None, fact_share: float = 0.1) -> list[Chat]:
    rng = random.Random(f"{NAME}/{seed}")
    name = ids or (lambda c: f"kl{seed}-{c}")
    return [_chat(rng, name(c), messages, fact_share) for c in range(chats)]


def _chat(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    klasa = _Klasa(rng)
    people = [f"user{rng.randrange(10**8, 10**10)}" for _ in range(rng.randrange(8, 18))]
    voice = Voice(
        plant=klasa.plant,
        chatter=klasa.chatter,
        wrap=klasa.wrap,
        wrap_share=0.3,
        reply=lambda: rng.choice(_BOT),
        reply_share=0.05,
        # Mornings before school and evenings after homework, bursts of thanks; quiet school hours and nights.
        gap_s=lambda: rng.randrange(15, 900) if rng.random() > 0.15 else rng.randrange(3 * 3600, 20 * 3600),
        supersede_after=(4, 40),
    )
    return assemble(rng, chat_id, n, fact_share, NAME, people, voice)
