"""The ogrody family: the Messenger group of a family allotment garden association (ROD, rodzinne ogrody działkowe) in Łódź, Poland, in Polish.

Written for the batch after 17 (phsar, cycle and kasuwa), by a writer who did not read the
summarizer, and run on no version of it when it was written: a held-out family. ROD „Nad
Jasieniem” on the south side of Łódź has some three hundred plots between the railway and
Srebrzyńska street, one water main, one power switchboard, a community hall (świetlica) and a
Messenger group for the plot holders (działkowcy). The board (zarząd) posts formal notices that
open with "Szanowni Działkowcy!" or "Zarząd ROD informuje" and are signed "Prezes ROD" Zdzisław
Pawlak; the secretary, Bożena Malinowska, pastes the same reminder about the 2026 fees and the
burning of leaves again and again; pensioners write long messages without punctuation or Polish
letters, typed on old phones ("dzialka", "zebranie", "pomidory mi wyszly"), about their tomatoes,
their seeds, 1978 and the meetings of the old days; young gardeners write short lowercase slang
with emoji ("siema", "ogarne", "xd", "spoko"). Polish letters come and go: the board always has
them, most others drop them a good part of the time. Pasted into the chat: the fee table (opłata
ogrodowa per m², energia per kWh, woda per m³, the PZD membership fee), the water meter readings
list by plot, a bank transfer confirmation, the switchboard's power readings and a shopping list
for the hall; links to Facebook, YouTube, Google Maps, OLX, the PZD and the Łódź district PZD
sites and the local paper; photos, videos, voice notes and documents (the regulations in PDF,
the readings in XLSX). Money is "120 zł", "120,50 zł", "PLN 120", "120zł", "120 złotych" and
"stówa"; dates "14 grudnia", "14.12", "sobota 14.12", "w sobotę 14 grudnia", "14.12.2026" and
"do 31.03.2027"; times "o 10:00", "o 18", "godz. 9.30", "o godz. 17" and "17.30".
Its facts are said the garden's way ("Zarząd ROD informuje, że w sprawie: zakręcenie wody na
zimę — postanowiono: zawory zamykamy w sobotę rano.", "Nowy skarbnik ROD: Grażyna Kowalczyk.
Wpłaty gotówkowe tylko do rąk skarbnika", "ktoś ogarnie naprawić zawias w bramie wjazdowej? 💪").
"""

from __future__ import annotations

import random
from datetime import date, timedelta
from typing import Any

from .common import Chat, Ids, Planted, Planter, Said, Voice, Wording, assemble, code, family_chats, grouped, letter, media, ramble, tidied

NAME = "ogrody"
LANGUAGE = "pl"
# Messages per chat by default: about 20,000 to 30,000 characters of history and about 20 facts.
MESSAGES = 300

# Months in the genitive ("14 grudnia"), weekdays (Monday first, as date.weekday() counts): as
# named, after "w"/"we" ("w sobotę"), and shortened on the board's tables.
_MIESIAC = {12: "grudnia", 1: "stycznia", 2: "lutego", 3: "marca", 4: "kwietnia"}
_DZIEN = ["poniedziałek", "wtorek", "środa", "czwartek", "piątek", "sobota", "niedziela"]
_W_DZIEN = ["w poniedziałek", "we wtorek", "w środę", "w czwartek", "w piątek", "w sobotę", "w niedzielę"]
_SKROT = ["pon.", "wt.", "śr.", "czw.", "pt.", "sob.", "niedz."]
# Gardeners and places as the chatter names them (never a fact's person).
_IMIONA = ["pani Krysia", "pan Tadeusz", "Zbyszek", "Marek", "Ola", "Kuba", "pani Basia", "Heniek", "Wojtek", "pani Ela", "Bartek", "Gosia",
           "pan Józef", "Irenka", "pan Mietek", "Szymon", "pani Danusia"]
_MIEJSCA = ["przy bramie od torów", "w alejce C", "koło świetlicy", "przy hydrancie", "na parkingu", "przy kontenerze", "w alejce głównej",
            "koło rozdzielni", "przy działce 87", "od strony Srebrzyńskiej", "za kompostownikiem", "przy tablicy ogłoszeń"]
_ROSLINY = ["pomidory", "ogórki", "cukinie", "dynie", "truskawki", "maliny", "porzeczki", "czosnek", "tulipany", "dalie", "jabłonki", "borówki"]

_ROD = Wording(
    topics=[("zakręcenie wody na zimę", ["zawory zamykamy w sobotę rano", "po pierwszych przymrozkach, nie wcześniej", "woda zostaje do połowy grudnia"]),
            ("wywóz liści i gałęzi", ["kontener od MPO pod bramą główną", "każdy wywozi sam, palenie zakazane", "zbiórka przy świetlicy raz w miesiącu"]),
            ("nowe zamknięcie bramy głównej", ["zamek szyfrowy zamiast kłódki", "kłódka na klucz, klucze u zarządu", "zostaje stara kłódka, tylko naoliwić"]),
            ("monitoring parkingu", ["dwie kamery na słupie przy wjeździe", "na razie bez kamer, za drogo", "fotopułapka od pana z 87"]),
            ("dyżury zarządu zimą", ["w soboty od 10 do 12 w świetlicy", "tylko telefonicznie do marca", "co drugą środę po południu"]),
            ("festyn działkowca", ["ostatnia sobota sierpnia", "razem z ROD Karolew u nich", "w tym roku bez festynu"]),
            ("wymiana liczników energii", ["na koszt działkowców, w ratach", "z funduszu remontowego ogrodu", "tylko liczniki bez legalizacji"]),
            ("psy na terenie ogrodu", ["wyłącznie na smyczy w alejkach", "zakaz puszczania luzem, upomnienie od zarządu", "bez zmian, każdy pilnuje swojego"]),
            ("kompostownik wspólny", ["przy płocie od strony torów", "likwidujemy, każdy kompostuje u siebie", "nowy z desek w czynie społecznym"]),
            ("remont świetlicy", ["nowy dach z blachodachówki", "tylko malowanie i okna", "przesuwamy na 2028"]),
            ("podział kosztów nowego wodociągu", ["po równo od każdej działki", "według długości przyłącza", "z rezerwy ogrodu, bez dopłat"])],
    decided=["Zarząd ROD informuje, że w sprawie: {s} — postanowiono: {c}.", "Szanowni Działkowcy! Na posiedzeniu zarządu ustalono, {s}: {c}.",
             "no to ustalone, {s} - {c} 👍", "{S}: {c}. Tak zdecydowało zebranie, dyskusja zamknięta.",
             "Głosowaliśmy wczoraj w świetlicy, {s} → {c}. Dziękuję wszystkim obecnym.", "ok czyli {s}: {c}, klepnięte",
             "Uchwała zarządu w sprawie: {s}. Przyjęto wariant: {c}.", "Panie Prezesie dopytałam i jest decyzja, {s} – {c}"],
    numbers=[("Opłata ogrodowa na 2027 r. wyniesie {m2} za każdy metr kwadratowy działki", ("Opłata ogrodowa na 2027", "{m2}")),
             ("Na koncie ROD jest obecnie {zl}", ("Na koncie ROD jest obecnie", "{zl}")),
             ("Zaległości w opłatach za ten rok to razem {zl2}", ("Zaległości w opłatach za ten rok", "{zl2}")),
             ("W naszym ogrodzie jest {dz} działek, z czego część stoi pustych", ("W naszym ogrodzie jest", "{dz} działek")),
             ("Faktura z Wodociągów za listopad przyszła na {zl3}", ("Faktura z Wodociągów za listopad", "{zl3}")),
             ("Licznik główny wody na wejściu pokazuje {m3} m³", ("Licznik główny wody na wejściu", "{m3} m³")),
             ("Na walnym było {ppl} osób, kworum jest", ("Na walnym było", "{ppl} osób")),
             ("Stawka za energię od stycznia: {kwh} za 1 kWh", ("Stawka za energię od stycznia", "{kwh}")),
             ("Kaucja za klucz do bramy wynosi {zl4}", ("Kaucja za klucz do bramy", "{zl4}")),
             ("Remont ogrodzenia od ul. Srebrzyńskiej kosztował {zl5}", ("Remont ogrodzenia od ul. Srebrzyńskiej", "{zl5}")),
             ("Mandat od straży miejskiej za palenie gałęzi to {zl6}, nie żartują", ("za palenie gałęzi", "{zl6}")),
             ("Wolnych działek do przydziału zostało {wolne}", ("Wolnych działek do przydziału", "{wolne}")),
             ("mamy {proc}% ludzi co już oplacili rok 🎉", ("co już oplacili rok", "{proc}%"))],
    dates=[("Walne Zebranie Sprawozdawcze odbędzie się {dt} {tm} w świetlicy", ("Walne Zebranie Sprawozdawcze", "{dt}")),
           ("Odczyt wodomierzy na działkach: {dt}, proszę być albo zostawić klucz sąsiadowi", ("Odczyt wodomierzy na działkach", "{dt}")),
           ("Termin wpłaty opłaty ogrodowej: do {nd}", ("Termin wpłaty opłaty ogrodowej", "{nd}")),
           ("Przegląd altan przez komisję zarządu: {dy} {tm}", ("Przegląd altan przez komisję", "{tm}")),
           ("Elektryk z PGE przyjedzie do rozdzielni {dy} {tm}", ("przyjedzie do rozdzielni", "{tm}")),
           ("Wigilia działkowa w świetlicy: {dt} {tm}, każdy przynosi coś swojego", ("Wigilia działkowa", "{dt}")),
           ("Kontener na odpady wielkogabarytowe stanie przy bramie {dt}", ("odpady wielkogabarytowe", "{dt}")),
           ("Szkolenie z cięcia drzewek owocowych: {dt} {tm}, prowadzi instruktor z Okręgu", ("cięcia drzewek owocowych", "{dt}")),
           ("Lustracja z Okręgu PZD będzie {dt}", ("Lustracja z Okręgu", "{dt}")),
           ("deratyzacja w alejkach {dy} {tm} - pilnujcie kotów", ("deratyzacja w alejkach", "{tm}")),
           ("Zgłoszenia usterek na działkach do zarządu przyjmujemy do {nd}", ("Zgłoszenia usterek na działkach", "{nd}"))],
    people=["Grażyna Kowalczyk", "Mirosław Jabłoński", "Teresa Wieczorek", "Kamil Zając", "Agnieszka Dudek", "Ryszard Szymański",
            "Jolanta Kaczmarek", "Patryk Lewandowski", "Halina Sobczak", "Wiesław Grabowski", "Natalia Pietrzak", "Stanisław Kubiak",
            "Ewa Michalak", "Dawid Olszewski"],
    roles=[("Nowy skarbnik ROD: {p}. Wpłaty gotówkowe tylko do rąk skarbnika", "skarbnik ROD"),
           ("Gospodarzem ogrodu (woda, prąd, klucze) jest teraz {p}", "Gospodarzem ogrodu"),
           ("Odczytami wodomierzy zajmuje się od tego sezonu {p}", "Odczytami wodomierzy"),
           ("Przewodnictwo komisji rozjemczej obejmuje {p}", "komisji rozjemczej"),
           ("Klucze do świetlicy ma {p}, dzwońcie w razie czego", "Klucze do świetlicy"),
           ("Delegatem na zjazd okręgowy PZD jest {p}", "Delegatem na zjazd okręgowy"),
           ("Za stronę ROD na Facebooku odpowiada teraz {p}", "stronę ROD na Facebooku"),
           ("Sprawy przydziału wolnych działek prowadzi {p}", "przydziału wolnych działek"),
           ("ogarnia nam grupę na messengerze {p} 😎 pytajcie", "grupę na messengerze"),
           ("Kontakt z elektrykiem i sprawy licznika głównego: {p}", "sprawy licznika głównego"),
           ("Listę chętnych na wspólny zakup obornika zbiera {p}", "wspólny zakup obornika"),
           ("Wiceprezesem do spraw inwestycji jest od walnego {p}", "Wiceprezesem do spraw inwestycji")],
    tasks=["naprawić zawias w bramie wjazdowej", "wymienić zawór przy hydrancie w alei B", "odśnieżyć alejkę główną przed walnym",
           "zawieźć listę obecności do biura Okręgu", "przyciąć tuje przy świetlicy", "zanieść odczyty z alei D do gospodarza",
           "załatwić transport obornika z Andrzejowa", "pomalować tablicę ogłoszeń przy furtce", "sprawdzić bezpiecznik w rozdzielni nr 2",
           "wydrukować regulamin na tablicę", "oczyścić rynnę na świetlicy", "zgłosić do MPO dzikie wysypisko za torami",
           "przynieść drabinę do wymiany żarówki w świetlicy"],
    asked=["Kto może {a}? Proszę o zgłoszenia na priv.", "Nadal nie ma chętnego, żeby {a}. Panowie, ktoś?", "czy ktos by mogl {a} przed sobota?",
           "Potrzebny ktoś, kto da radę {a} 🙏", "Zarząd prosi o pomoc: trzeba {a}. Chętni niech piszą do Prezesa.", "ktoś ogarnie {a}? 💪",
           "Szukamy osoby, która mogłaby {a}. Zwrot kosztów za paliwo."],
    edits=[("Numer konta ROD do wpłat: {x}", "Numer konta ROD do wpłat: {y} — poprawiam, wcześniej była literówka", "Numer konta ROD do wpłat", "iban"),
           ("Telefon do gospodarza (woda, prąd): {x}", "Telefon do gospodarza (woda, prąd): {y} (tamten był zły)", "Telefon do gospodarza", "tel"),
           ("Kod do kłódki na furtce od torów: {x}", "Kod do kłódki na furtce od torów: {y}, sorry pomyliłem cyfry", "Kod do kłódki na furtce", "kod"),
           ("Link do zapisów na wigilię: {x}", "Link do zapisów na wigilię: {y} (pierwszy nie działał)", "Link do zapisów na wigilię", "link"),
           ("Działka, przy której stoi wspólna taczka: {x}", "Działka, przy której stoi wspólna taczka: {y}, nie tamta", "stoi wspólna taczka", "plot"),
           ("Tytuł przelewu za prąd: {x}", "Tytuł przelewu za prąd: {y} - przepraszam, pomyliłam się", "Tytuł przelewu za prąd", "tytul"),
           ("Rachunek Funduszu Rozwoju ROD: {x}", "Rachunek Funduszu Rozwoju ROD: {y} — poprawiony, proszę nie wpłacać na poprzedni", "Funduszu Rozwoju ROD", "iban"),
           ("Hasło do wifi w świetlicy: {x}", "Hasło do wifi w świetlicy: {y}", "wifi w świetlicy", "wifi")],
    changes=[("Zebranie zarządu w tym tygodniu o {x}", ["Zmiana: zebranie zarządu w tym tygodniu przesunięte na {y}",
                                                     "Uwaga, zebranie zarządu w tym tygodniu zaczynamy o {y}, nie jak pisałem wcześniej"],
              "zebranie zarządu w tym tygodniu", "hour"),
             ("Opłata za wodę w tym roku: {x} za m³", ["Korekta: opłata za wodę w tym roku to {y} za m³",
                                                       "Po przeliczeniu faktury opłata za wodę w tym roku wychodzi {y} za m³"],
              "opłata za wodę w tym roku", "water"),
             ("Dyżur skarbnika w świetlicy: {x}", ["Dyżur skarbnika w świetlicy przenosimy na {y}", "zmiana!! dyżur skarbnika w świetlicy bedzie {y}"],
              "dyżur skarbnika w świetlicy", "when"),
             ("Ryczałt za prąd na ten rok: {x} od działki", ["Zarząd poprawia: ryczałt za prąd na ten rok to {y} od działki",
                                                             "ryczałt za prąd na ten rok jednak {y}, tak wyszło z faktury"],
              "ryczałt za prąd na ten rok", "zl"),
             ("Sprzątanie ogrodu po zimie: {x}", ["Sprzątanie ogrodu po zimie przenosimy na {y}", "Zmiana terminu! Sprzątanie ogrodu po zimie będzie {y}"],
              "Sprzątanie ogrodu po zimie", "date"),
             ("Spotkanie z przedstawicielem Okręgu PZD będzie w {x}", ["Spotkanie z przedstawicielem Okręgu PZD jednak w {y}",
                                                                      "Zmiana miejsca: spotkanie z przedstawicielem Okręgu PZD odbędzie się w {y}"],
              "spotkanie z przedstawicielem Okręgu", "place"),
             ("Odbiór worków na liście od zarządu: {x}", ["Odbiór worków na liście od zarządu przesunięty na {y}",
                                                          "pan Prezes mówi że odbiór worków na liście od zarządu dopiero {y}"],
              "odbiór worków na liście", "when"),
             ("Dopłata do naprawy wodociągu: {x} od działki", ["Po wycenie dopłata do naprawy wodociągu wynosi {y} od działki",
                                                              "Korekta: dopłata do naprawy wodociągu to {y} od działki"],
              "dopłata do naprawy wodociągu", "zl")])

# The chatter.
_KROTKIE = ["ok", "Ok", "okej", "dzięki", "dzieki", "Dziękuję", "Dziękuję Panie Prezesie", "dziekuje bardzo", "👍", "👍👍", "🙏", "super", "spoko",
            "Dzień dobry", "dzien dobry wszystkim", "Dobry wieczór", "Dzień dobry Państwu", "tak", "nie", "no", "jasne", "będę", "bede", "nie dam rady",
            "😂", "😂😂", "❤️", "🍅", "🌻", "🥒", "haha", "xd", "Zgadzam się", "popieram", "mnie też", "o kurczę", "Wesołych Świąt! 🎄",
            "Szczęśliwego Nowego Roku działkowicze 🎆", "Pozdrawiam", "pzdr", "dzięki wielkie", "Bóg zapłać", "nie wiem", "Zgadza się", "sprawdzę",
            "sprawdze jutro", "ok przyjąłem", "Przyjęłam", "Dziękuję pani Bożenko", "pięknie", "no właśnie", "masakra", "wow", "brawo", "Dokładnie",
            "zdrowia życzę", "Smacznego", "Wszystkiego najlepszego! 🎂", "gratulacje", "szkoda", "trudno", "zobaczymy", "może", "racja", "a to dobrze",
            "Dobranoc", "miłego dnia", "miłej niedzieli 🌞", "jestem", "juz jade", "za 10 min bede", "nie ma mnie w Łodzi", "ja też", "+1", "👌", "🤣",
            "🌱", "❄️", "☕", "o matko", "no nie", "serio?", "to prawda", "Amen 😄", "Tak jest", "ależ oczywiście", "dziękować"]
_SREDNIE = ["czy ktoś widział moją taczkę? zniknęła spod altany, {n} też szuka swojej", "Znowu ktoś zostawił otwartą bramę {w}", "{n} dziękuję za sadzonki, przyjęły się",
            "{w} leży sterta gałęzi, czyje to?", "Czy ktoś ma namiar na dobrego dekarza do altany?", "ktoś przejechał autem po trawniku {w}",
            "U mnie znowu kret, cały trawnik zryty", "czy {n} ma jeszcze te nasiona fasoli jaś?", "Woda w kranie {w} jakaś rdzawa, uwaga",
            "Proszę nie parkować {w}, śmieciarka nie może przejechać", "Złodzieje w nocy byli na dwóch działkach w alejce E, zamykajcie altany",
            "{n} przesyła pozdrowienia z sanatorium w Ciechocinku", "Czy świetlica jest otwarta w weekend?", "{w} wisi nowe ogłoszenie, proszę przeczytać",
            "Kto ma kosiarkę spalinową do pożyczenia na godzinę?", "Bardzo proszę nie wyrzucać skoszonej trawy za płot",
            "{n} dziękujemy za ciasto na wigilię, pyszne", "Mróz w nocy -9, mam nadzieję że wszyscy spuścili wodę z rur",
            "lis chodzi po ogrodzie, widziałam go {w}", "Czy ktoś wie, kiedy otwierają szkółkę w Andrzejowie?", "{n} prosi o telefon, mówi że pilne",
            "Moja sąsiadka sprzedaje działkę, gdyby ktoś szukał", "Świetlica brudna po imprezie, kto sprzątał?", "{w} przewrócił się płot od wiatru",
            "Czy ktoś ma sprawdzony sposób na mszycę bez chemii?", "{n}: paczka leży u mnie w altanie, proszę odebrać",
            "Zgubiono klucze z brelokiem ŁKS {w}, są u mnie", "ktoś zostawił światło w toalecie {w}", "Jak ktoś jedzie do Leroy, to proszę kupić mi sznurek",
            "{n} dziękuję za pomoc przy przycinaniu", "Na parkingu stoi porzucony samochód od tygodnia", "Piękne zdjęcia, aż się chce wiosny",
            "Widzę że sporo osób nie zabrało jeszcze doniczek sprzed świetlicy", "{n} proszę o kontakt w sprawie podziału działki",
            "W Biedronce są cebulki tulipanów w promocji", "Ktoś pali śmieci {w}, dym na cały ogród", "Czy trzeba być na zebraniu osobiście?",
            "a ten regulamin to gdzie jest do przeczytania?", "{n} dziękuję za słoik miodu 🍯", "Ile kosztuje teraz wymiana legalizacji licznika?"]
_TAKIE = {"kto", "czy", "gdzie", "kiedy", "ile", "jak", "co", "ktoś", "ktos", "dlaczego", "czemu", "a"}
_MLODZI = ["siema, ktoś ma pożyczyć sekator?", "elo czy brama otwarta", "ej ktos wie czy mozna juz grillowac", "xd kto zostawił kosiarkę w alejce",
           "spoko ogarne", "sorki nie moge w sobote", "dzięki wielkie 🙏🌱", "ktoś chętny na dynie? mam za dużo", "nagrałem na yt jak robie kompost, wrzucam",
           "mega dzięki za pomoc ziomki", "czy ktos ma numer do elektryka", "ale zimno dzis na dzialce 🥶", "jest ktoś teraz na działkach?",
           "wrzucam fotke pomidorkow z sierpnia bo tęsknie", "kto jedzie do castoramy? podrzucicie mnie", "serio znowu podwyżka? 😤",
           "pozdro z działki 47 🌞", "ogarnie ktoś zdjęcie regulaminu", "mam drewno na opał jakby ktoś chciał", "kto ma przyczepkę?? pilne",
           "lol kot sąsiada śpi mi w altanie", "dzięki za info 👌", "można przyjść z psem?", "ok będę ok 11", "ktoś ma apkę do przelewów na blika?",
           "zamówiłam nasiona z allegro, ktoś chce się zrzucić?", "jutro robię porządki, jakby ktoś chciał pomóc to piwo stawiam 🍺",
           "no to grubo", "dobra dobra 😅", "ja tylko na chwilę wpadnę", "nie ogarniam tych opłat szczerze"]
_EMERYT = ["dzien dobry panstwu", "ja mam dzialke od 1978 roku jeszcze za komuny dostalem z zakladu z Uniontexu", "wtedy to byly ogrody",
           "nikt nie mial takich altan jak teraz z marketu wszystko sie samemu budowalo z desek", "pomidory w tym roku mi wyszly jak nigdy malinowe ozarowskie",
           "nasiona sam zbieram od lat w marketach to sa hybrydy i nic z tego nie bedzie", "a teraz mlodzi tylko trawa i grill i glosna muzyka",
           "moja zona swietej pamieci robila przetwory ze wszystkiego ogorki kiszone na cala zime", "ojciec opowiadal ze tu przed wojna byly pola i cegielnia",
           "slimaki mi zjadly cala salate nic nie pomaga ani piwo ani popiol", "kiedys zebrania trwaly do nocy i kworum bylo bez problemu",
           "prosze nie wyrzucac trawy za plot bo to wstyd dla calego ogrodu", "zarzad niech pamieta o starszych ludziach co nie maja internetu",
           "wnuczek mi zalozyl ten messenger to pisze", "ja juz po dwoch operacjach ale na dzialke chodze co dzien bo bez tego bym zwariowal",
           "czosnek trzeba sadzic w pazdzierniku a nie na wiosne", "pozdrawiam wszystkich dzialkowcow Tadeusz z 114"]
_PREZES = ["Szanowni Działkowcy!",
           "Zarząd ROD informuje, że na tablicy ogłoszeń przy świetlicy wywieszono aktualny Regulamin ROD.",
           "Przypominamy o bezwzględnym zakazie palenia odpadów zielonych na terenie ogrodu.",
           "Prosimy o zamykanie bramy na kłódkę po każdym wejściu i wyjściu, także w dzień.",
           "W związku z kradzieżami w alejce E prosimy o zabezpieczenie altan i nietrzymanie w nich cennych rzeczy.",
           "Dyżury zarządu ogłaszane są na tablicy i na stronie ogrodu.",
           "Przypominamy, że działka powinna być utrzymana w należytym stanie przez cały rok.",
           "Dziękujemy wszystkim, którzy wzięli udział w jesiennym sprzątaniu alejek.",
           "Sprawy sporne między sąsiadami prosimy zgłaszać pisemnie do zarządu, a nie na grupie.",
           "Życzymy wszystkim Działkowcom i ich Rodzinom zdrowych, spokojnych Świąt.",
           "Z działkowym pozdrowieniem\nPrezes ROD „Nad Jasieniem”\nZdzisław Pawlak"]
_PRZYPOMNIENIE = ("📌 PRZYPOMNIENIE: Szanowni Działkowcy, opłaty ogrodowe za 2026 r. należało uregulować do 30 czerwca. Osoby zalegające proszone są "
                  "o pilną wpłatę, w tytule: imię, nazwisko i nr działki. Palenie liści i gałęzi jest zabronione! Klucze zapasowe do bramy wydaje "
                  "wyłącznie zarząd. — Bożena Malinowska, Sekretarz Zarządu ROD")
_POWITANIE = "Dzień dobry Szanowni Działkowcy ☀️"
_LINKI = ["https://www.facebook.com/groups/rodnadjasieniem/posts/{k}/ zdjęcia z jesiennego sprzątania", "https://youtu.be/{k} jak przycinać jabłonie zimą",
          "https://maps.app.goo.gl/{k} tu jest ta szkółka w Andrzejowie", "https://www.pzd.pl/ ustawa o ROD i regulamin, gdyby ktoś pytał",
          "https://lodz.pzd.pl/ komunikaty Okręgu Łódzkiego", "https://www.olx.pl/d/oferta/altana-drewniana-{k}.html sprzedam altanę, tanio",
          "https://www.youtube.com/watch?v={k} polecam ten kanał o warzywniku", "https://dzienniklodzki.pl/ogrody-dzialkowe-w-lodzi/ar/c1-{n} o nas piszą!",
          "https://www.facebook.com/marketplace/item/{n}/ ktoś sprzedaje glebogryzarkę", "https://maps.app.goo.gl/{k} wjazd od Srebrzyńskiej dla dostawców"]
_BOT = ["Zanotowane ✍️", "Dziękuję, zapisałem.", "Nie odsłucham wiadomości głosowej, proszę napisać 🙏", "Przypomnę w odpowiednim czasie.", "Jasne!"]

# Old phones and quick thumbs drop the Polish letters.
_BEZ = str.maketrans("ąćęłńóśźżĄĆĘŁŃÓŚŹŻ", "acelnoszzACELNOSZZ")


def _bez(text: str) -> str:
    """`text` typed without the Polish letters."""
    return text.translate(_BEZ)


class _Ogrod:
    """One chat's draws and the garden's ways of talking."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.rod = Planter(rng, _ROD, self.slot, self.value)

    def plant(self, kind: str) -> Planted:
        """A fact as the planter words it, typed without the Polish letters a third of the time
        (its probe and stale strings the same way, so they still match)."""
        p = self.rod(kind)
        if p is None or self.rng.random() >= 0.3:
            return p
        text, probe, newer = p
        return _bez(text), tuple(_bez(x) for x in probe), ((_bez(newer[0]), tuple(_bez(x) for x in newer[1])) if newer else None)

    # -- formats ----------------------------------------------------------------------------

    def zl(self, grosze: int) -> str:
        """An amount: "120 zł", "120,00 zł", "PLN 120", "120zł", "120 złotych", "1 250 zł", "120,50 zł" or "stówa"."""
        r = self.rng
        z, g = divmod(grosze, 100)
        big = grouped(z, " ") if z >= 1000 and r.random() < 0.6 else str(z)
        if g:
            return r.choice([f"{big},{g:02d} zł", f"{big},{g:02d} zł", f"PLN {big},{g:02d}", f"{big},{g:02d}zł"])
        ways = [f"{big} zł", f"{big} zł", f"{big},00 zł", f"PLN {big}", f"{big}zł", f"{big} złotych"]
        if z == 100:
            ways += ["stówa", "stówa"]
        return r.choice(ways)

    def den(self, n: int) -> date:
        return date(2026, 12, 1) + timedelta(days=n)

    def dt(self, n: int) -> str:
        """A date for "on": "14 grudnia", "14.12", "sobota 14.12", "w sobotę 14 grudnia", "14.12.2026" or "sob. 14.12"."""
        d = self.den(n)
        wd, m = d.weekday(), _MIESIAC[d.month]
        return self.rng.choice([f"{d.day} {m}", f"{d.day} {m}", f"{d.day}.{d.month:02d}", f"{_DZIEN[wd]} {d.day}.{d.month:02d}",
                                f"{_W_DZIEN[wd]} {d.day} {m}", f"{d.day}.{d.month:02d}.{d.year}", f"{_SKROT[wd]} {d.day}.{d.month:02d}"])

    def nd(self, n: int) -> str:
        """A date alone, as a deadline: "31.03.2027", "31.03.2027 r.", "31 marca 2027"."""
        d = self.den(n)
        return self.rng.choice([f"{d.day:02d}.{d.month:02d}.{d.year}", f"{d.day:02d}.{d.month:02d}.{d.year} r.", f"{d.day} {_MIESIAC[d.month]} {d.year}"])

    def godz(self, h: int, mi: int | None = None) -> str:
        """A time: "o 10:00", "o 18", "godz. 9.30", "o godz. 17", "o 17.30"."""
        r = self.rng
        mi = r.choice([0, 0, 0, 30]) if mi is None else mi
        if mi:
            return r.choice([f"o {h}:{mi:02d}", f"godz. {h}.{mi:02d}", f"o {h}.{mi:02d}", f"o godz. {h}:{mi:02d}"])
        return r.choice([f"o {h}:00", f"o {h}", f"godz. {h}.00", f"o godz. {h}", f"o {h}.00"])

    # -- the facts' values ------------------------------------------------------------------

    def slot(self, k: str) -> str:
        r, f = self.rng, self.rod.fresh
        slots = {"m2": lambda: (lambda g: r.choice([f"0,{g} zł", f"0,{g} zł", f"PLN 0,{g}", f"{g} groszy", f"0,{g}zł"]))(f("m2", 25, 96)),
                 "zl": lambda: self.zl(f("zl", 4000, 90_000) * 100 + r.choice([0, 0, r.randrange(1, 100)])),
                 "zl2": lambda: self.zl(f("zl2", 60, 900) * 1000), "zl3": lambda: self.zl(f("zl3", 1500, 9000) * 100 + r.randrange(0, 100)),
                 "zl4": lambda: self.zl(f("zl4", 2, 21) * 1000), "zl5": lambda: self.zl(f("zl5", 80, 460) * 10_000),
                 "zl6": lambda: self.zl(f("zl6", 1, 11) * 5000), "dz": lambda: str(f("dz", 140, 420)), "ppl": lambda: str(f("ppl", 40, 190)),
                 "m3": lambda: grouped(f("m3", 800, 9000), " "), "kwh": lambda: self.zl(f("kwh", 85, 160)), "wolne": lambda: str(f("wolne", 3, 25)),
                 "proc": lambda: str(f("proc", 40, 96)),
                 "dt": lambda: self.dt(f("d", 0, 120)), "nd": lambda: self.nd(f("d", 0, 120)), "tm": lambda: self.godz(f("h", 8, 20)),
                 "dy": lambda: r.choice(["jutro", "pojutrze", "w sobotę", "w poniedziałek", "w najbliższą środę", "w czwartek", "w piątek", "we wtorek"])}
        return slots[k]()

    def value(self, kind: str) -> str | None:
        r, f = self.rng, self.rod.fresh

        def iban() -> str:
            digits = f"{r.randrange(10, 100)}{r.choice(['1020', '1090', '1140', '1240', '1050', '1160'])}{r.randrange(10**19, 10**20)}"
            spaced = " ".join(digits[i:i + 4] for i in range(2, 26, 4))
            return r.choice([f"PL{digits[:2]} {spaced}", f"{digits[:2]} {spaced}", digits, f"PL{digits}"])

        def tel() -> str:
            a, b, c = r.choice(["501", "502", "601", "602", "603", "660", "691", "721", "782", "793", "888", "512"]), r.randrange(100, 1000), r.randrange(100, 1000)
            return r.choice([f"{a} {b} {c}", f"{a}{b}{c}", f"+48 {a} {b} {c}", f"{a}-{b}-{c}"])

        def hour() -> str:
            h, mi = divmod(f("hour", 32, 42) * 30, 60)
            return r.choice([f"{h}:{mi:02d}", f"godz. {h}.{mi:02d}", f"{h}.{mi:02d}"])

        def when() -> str:
            h, mi = divmod(f("wh", 18, 36) * 30, 60)
            return f"{self.dt(f('d', 0, 120))} {r.choice([f'o {h}:{mi:02d}', f'godz. {h}.{mi:02d}'])}"

        draws = {"iban": iban, "tel": tel, "kod": lambda: str(r.randrange(1000, 10000)),
                 "link": lambda: r.choice([f"https://forms.gle/{code(r, 10)}", f"https://docs.google.com/forms/d/e/{code(r, 16)}/viewform"]),
                 "plot": lambda: r.choice([f"nr {r.randrange(2, 330)}", f"dz. {r.randrange(2, 330)} w alejce {r.choice('ABCDEFG')}"]),
                 "tytul": lambda: f"{r.choice(['ENERGIA', 'PRAD', 'EE'])}/{r.choice(['2026', '2027'])}/DZ{r.randrange(2, 330)}",
                 "wifi": lambda: r.choice([f"Dzialkowiec{r.randrange(100, 10000)}", f"jasien_{code(r, 5)}", f"ROD{code(r, 4)}!{r.randrange(10, 100)}"]),
                 "hour": hour, "when": when, "date": lambda: self.dt(f("d", 0, 120)),
                 "water": lambda: self.zl(f("water", 550, 1400)), "zl": lambda: self.zl(f("zlx", 3, 90) * 500),
                 "place": lambda: r.choice(["świetlicy naszego ROD", "siedzibie Okręgu na Piotrkowskiej", "sali OSP na Chocianowicach",
                                            "biurze przy bramie nr 2", "Szkole Podstawowej nr 111", "świetlicy ROD Karolew", "Domu Kultury Widzew",
                                            "kawiarni Pod Lipami przy Pabianickiej"])}
        return self.rod.apart(draws[kind]) if kind in draws else None

    # -- chatter ----------------------------------------------------------------------------

    def srednie(self) -> str:
        r = self.rng
        said = r.choice(_SREDNIE).format(n=r.choice(_IMIONA), w=r.choice(_MIEJSCA))
        if r.random() < 0.15:  # two things at once
            more = r.choice(_SREDNIE).format(n=r.choice(_IMIONA), w=r.choice(_MIEJSCA))
            said += r.choice([". ", " i jeszcze ", ", a "]) + more[0].lower() + more[1:]
        if r.random() < 0.4:
            said = _bez(said)
        if r.random() < 0.3:
            said = said[0].lower() + said[1:]
        return tidied(r, said, 0.4, _TAKIE, [".", "!", " 🙏", "!!", " 😊", "...", ""])

    def oplaty(self) -> str:
        """The fee table, as the board pastes it."""
        r = self.rng
        rows = [("Opłata ogrodowa", f"{self.zl(r.randrange(30, 60))}/m²"), ("Energia elektryczna", f"{self.zl(r.randrange(90, 150))}/kWh"),
                ("Woda", f"{self.zl(r.randrange(600, 1200))}/m³"), ("Składka członkowska PZD", self.zl(r.randrange(4, 9) * 100)),
                ("Opłata stała za przyłącze", self.zl(r.randrange(15, 60) * 100)), ("Wywóz odpadów (ryczałt)", self.zl(r.randrange(20, 90) * 100))]
        chosen = sorted(r.sample(range(len(rows)), r.randrange(3, len(rows) + 1)))
        body = "\n".join(f"{rows[i][0]:.<28} {rows[i][1]}" for i in chosen)
        return (f"OPŁATY ZA 2026 R. (uchwała WZ z {r.randrange(10, 29)}.0{r.randrange(3, 7)}.2026)\n{body}"
                + r.choice(["", "\nWpłaty przelewem lub u skarbnika w czasie dyżuru.", "\nprzypominam bo dużo osób pyta",
                            f"\nprzykład: działka {r.randrange(250, 500)} m² = {self.zl(r.randrange(100, 300) * 100 + r.randrange(0, 100))}"]))

    def wodomierze(self) -> str:
        """The water meter readings list, by plot."""
        r = self.rng
        plots = sorted(r.sample(range(2, 330), r.randrange(4, 9)))
        rows = "\n".join(f"dz. {p} – {r.randrange(20, 400)},{r.randrange(0, 10)} m³" for p in plots)
        return (f"ODCZYTY WODOMIERZY – alejka {r.choice('ABCDEFG')} ({r.choice(['XI', 'X', 'XII'])} 2026)\n{rows}"
                + r.choice(["", "\nbrakujące dopiszę jutro", "\nkto nie ma odczytu proszę o zdjęcie licznika na priv", "\nsprawdźcie swoje"]))

    def przelew(self) -> str:
        """A bank transfer confirmation, pasted from the banking app."""
        r = self.rng
        d = self.den(r.randrange(0, 30))
        return (f"Potwierdzenie wykonania przelewu\nData operacji: {d:%d.%m.%Y}\nZ rachunku: {r.randrange(10, 100)} **** **** **** {r.randrange(1000, 10000)}\n"
                f"Odbiorca: ROD „Nad Jasieniem” w Łodzi\nTytuł: {r.choice(['opłata ogrodowa', 'oplata 2026', 'energia i woda', 'opłaty za działkę'])} "
                f"dz. {r.randrange(2, 330)}\nKwota: {grouped(r.randrange(150, 900), ' ')},{r.randrange(0, 100):02d} PLN\nStatus: zrealizowany"
                + r.choice(["", "\nwpłacone 👍", "\nPani Bożenko to za mnie i za sąsiada", "\nprosze potwierdzic czy doszlo"]))

    def prad(self) -> str:
        """The switchboard's power readings, by plot."""
        r = self.rng
        plots = sorted(r.sample(range(2, 330), r.randrange(3, 7)))
        rows = "\n".join(f"{p}: {r.randrange(100, 9000)} kWh" for p in plots)
        return f"Stany liczników prądu, rozdzielnia nr {r.randrange(1, 5)}:\n{rows}" + r.choice(["", "\nreszta w przyszłym tygodniu", "\nspisane dziś rano"])

    def zakupy(self) -> str:
        """A shopping list for the hall."""
        r = self.rng
        items = r.sample(["kawa 2 paczki", "herbata", "cukier 3 kg", "talerzyki jednorazowe", "worki na śmieci 120 l", "płyn do naczyń",
                          "żarówki LED 4 szt.", "papier toaletowy", "kubki", "sól drogowa 25 kg", "baterie AA"], r.randrange(3, 7))
        return "Do kupienia do świetlicy:\n" + "\n".join(f"- {i}" for i in items) + r.choice(["", "\nrachunki do skarbnika", "\nkto jedzie do Makro?"])

    def jak_fakt(self) -> str:
        """Fact-like chatter that plants nothing: figures, names and dates nobody asks about again."""
        r = self.rng
        d = self.den(r.randrange(0, 120))
        return r.choice([f"u mnie {r.choice(_ROSLINY)} dały w tym roku {r.randrange(8, 60)} kg, rekord",
                         f"kupiłem sadzonki za {self.zl(r.randrange(20, 150) * 100)} w Obi", f"byłem na działce {self.dt(r.randrange(0, 120))} {self.godz(r.randrange(8, 17))}, brama otwarta",
                         f"{r.choice(_IMIONA)} ma urodziny {d.day} {_MIESIAC[d.month]} 🎂", f"mój licznik pokazał {r.randrange(80, 900)} kWh za cały rok",
                         f"moja działka ma {r.randrange(250, 520)} m², a i tak za mała", f"ja zapłaciłam {self.zl(r.randrange(150, 700) * 100 + r.randrange(0, 100))} przelewem w piątek",
                         f"w Castoramie worek ziemi po {self.zl(r.randrange(900, 2000))}", f"wnuczka przyjedzie {self.dt(r.randrange(0, 60))}, pokażę jej działkę",
                         f"{r.choice(_IMIONA)} mówił, że {self.dt(r.randrange(0, 120))} przyjdzie ten od szamba", f"przez zimę zużyłem {r.randrange(2, 30)} m³ wody, nie wiem jak",
                         f"sąsiad z {r.randrange(2, 330)} dał za altanę {self.zl(r.randrange(20, 90) * 10_000)}", f"{r.choice(_IMIONA)} będzie w świetlicy {self.godz(r.randrange(9, 19))}",
                         f"obornik po {self.zl(r.randrange(15, 40) * 100)} za worek w Andrzejowie", f"w {r.randrange(1979, 1999)} roku ta działka była cała w malinach",
                         f"wracam z sanatorium {self.dt(r.randrange(0, 90))}", f"mam {r.randrange(3, 25)} słoików ogórków jeszcze, jakby ktoś chciał"])

    def photo(self) -> Said:
        r = self.rng
        d = self.den(r.randrange(0, 100))
        return (r.choice(["", "", "moje pomidory z lata 🍅", "tak wygląda alejka C po wichurze", "brama znowu otwarta 😡", "szron na działce ❄️",
                          "dynia 14 kg!", "świetlica po sprzątaniu", "kto to zostawił?", "ogłoszenie z tablicy", "zimowe okrywanie róż"]),
                media("photo", f"IMG_{d:%Y%m%d}_{r.randrange(80000, 200000)}.jpg", "image/jpeg", r.randrange(60_000, 4_200_000)))

    def video(self) -> Said:
        r = self.rng
        d = self.den(r.randrange(0, 100))
        return (r.choice(["", "lis na działce 🦊", "tak cieknie hydrant", "film ze sprzątania"]),
                media("video", f"VID_{d:%Y%m%d}_{r.randrange(80000, 200000)}.mp4", "video/mp4", r.randrange(900_000, 35_000_000)))

    def voice(self) -> Said:
        r = self.rng
        return (r.choice(["", "", "", "nie umiem pisać na tym telefonie, nagrywam", "posłuchajcie"]),
                media("voice", f"audioclip{r.randrange(10**12, 10**13)}.mp4", "audio/mp4", r.randrange(8_000, 1_200_000)))

    def document(self) -> Said:
        r = self.rng
        name, text = r.choice([("Regulamin_ROD.pdf", "regulamin dla tych co pytali"), ("Odczyty_wody_2026.xlsx", "odczyty wody w tabelce"),
                               ("Protokol_z_posiedzenia_zarzadu.pdf", ""), ("Preliminarz_2027.pdf", "preliminarz do przejrzenia przed zebraniem"),
                               ("Wniosek_o_przeniesienie_praw.docx", "wzór wniosku, jakby ktoś potrzebował"), ("Ustawa_o_ROD.pdf", "")])
        mime = {"pdf": "application/pdf", "xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
                "docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document"}[name.rsplit(".", 1)[1]]
        return text, media("document", name, mime, r.randrange(30_000, 3_500_000))

    def chatter(self) -> Said:
        r = self.rng
        makers: list[Any] = [
            (lambda: (r.choice(_KROTKIE), None)), (lambda: (self.srednie(), None)), (lambda: (r.choice(_MLODZI), None)),
            (lambda: (self.oplaty(), None)), (lambda: (self.wodomierze(), None)), (lambda: (self.przelew(), None)), (lambda: (self.prad(), None)),
            (lambda: (self.zakupy(), None)), (lambda: (ramble(r, _EMERYT, 5, " "), None)), (lambda: (letter(r, _PREZES, sep="\n\n"), None)),
            (lambda: (_PRZYPOMNIENIE, None)),
            (lambda: (r.choice(_LINKI).format(k=code(r, 11), n=r.randrange(10**7, 10**8)), None)),
            (lambda: (f"{_POWITANIE} {self.srednie()}", None)), (lambda: (self.jak_fakt(), None)),
            self.photo, self.video, self.voice, self.document]
        weights = [28, 30, 10, 1.3, 1.3, 1.5, 0.8, 0.8, 3, 1.6, 2.2, 2.5, 2, 7, 6, 1, 4, 1]
        return r.choices(makers, weights)[0]()  # type: ignore[no-any-return]

    def wrap(self, text: str) -> str:
        r = self.rng
        return r.choice([f"{_POWITANIE} {text}", f"{text}\n\n{_PRZYPOMNIENIE}", f"{ramble(r, _EMERYT, 3, ' ')} a i jeszcze {text}",
                         f"Z posiedzenia zarządu:\n1. {text}\n2. {self.srednie()}", f"{text} 🙏", f"{text}\n— Sekretarz", f"Ważne: {text}",
                         f"{text}\nProszę przekazać sąsiadom bez internetu.", f"📌 {text}", f"{text} Pozdrawiam."])


def generate(seed: int, chats: int, messages: int, ids: Ids | None = None, fact_share: float = 0.07) -> list[Chat]:
    return family_chats(NAME, seed, chats, ids, lambda rng, chat_id: _chat(rng, chat_id, messages, fact_share))


def _chat(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    o = _Ogrod(rng)
    people = [f"1000{rng.randrange(10**10, 10**11)}" for _ in range(rng.randrange(12, 30))]  # Messenger ids

    # Winter on the allotments: a few bursts in the daytime, quiet evenings, nights and whole days without a word.
    def gap() -> int:
        return rng.randrange(30, 2400) if rng.random() > 0.12 else rng.randrange(5 * 3600, 30 * 3600)

    voice = Voice(o.plant, o.chatter, o.wrap, 0.25, lambda: rng.choice(_BOT), 0.03, gap, (4, 36))
    return assemble(rng, chat_id, n, fact_share, NAME, people, voice)
