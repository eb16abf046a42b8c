"""The fiskur family: the Messenger group of the crew of a small longline boat out of Grindavík, Iceland, in Icelandic (with and without its own letters) and English.

Written for batch 22 by a writer who did not read the summarizer, and run on no summarizer when
it was written: a held-out family. The Hrafnkatla GK 218 is a 15-metre hook-and-line boat
(krókaaflamarksbátur) of Brimhóll ehf., a family firm with an office of two desks above the net
loft by the harbour; the group ("Hrafnkatla GK – áhöfn 🐟") holds the skipper (Halli, who has
fished since the cod wars and writes long messages about them), the mate, the cook, five or six
deckhands (two of them Polish, who write English and now and then a Polish word), the woman in
the office who does the pay and the catch reports, and the owner. They write Icelandic the way a
phone on a rolling deck writes it: often without þ, ð, æ, ö and the accents ("thetta", "vedrid",
"aeii", "bordi"), in lower case, with English ("ok", "nice", "sorry", "deal", "shit"), "jæja",
"heyrðu", "snilld", "haha", typos, stickers, voice clips and photos of the catch. Pasted: the
day's catch slip from the harbour scale (þorskur, ýsa, steinbítur, keila, langa, in kilos), the
vedur.is forecast for Faxaflói and Reykjanes (wind in m/s, wave height in metres), the fish
market's prices, forwarded notices of the Coast Guard and the Fisheries Directorate, the office's
formal notices ("Góðan dag, / ... / Kveðja, skrifstofa Brimhóls ehf."); links to vedur.is,
windy, marinetraffic, mbl, visir, ruv, facebook and youtube. Money is "12.500 kr.", "12500 kr",
"kr. 12.500", "12,5 þús." and "1,85 millj."; catch "12,4 tonn", "8t", "1.830 kg", "1830 kíló";
dates "3. desember", "3. des.", "3/12", "3.12.", "þriðjudaginn 3. des."; times "kl. 5", "kl 05:30",
"17:30", "klukkan 5". Its facts are said the crew's way ("jæja þá er það ákveðið: beitan í næsta
róður – bara smokkur 👍", "getur einhver skipt um olíusíuna á ljósavélinni? 🙏"), a third of
them typed without the Icelandic letters (their probes the same way, so they still match).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from datetime import date, timedelta
from typing import Any

from .common import (
    Chat,
    Ids,
    Planted,
    Planter,
    Said,
    Voice,
    Wording,
    assemble,
    code,
    family_chats,
    grouped,
    letter,
    media,
    ramble,
    tidied,
)

NAME = "fiskur"
LANGUAGE = "is"
# Messages per chat by default: about 20,000 to 30,000 characters of history and about 20 facts.
MESSAGES = 300

_MAN = {12: "desember", 1: "janúar", 2: "febrúar"}
_MAN_STUTT = {12: "des.", 1: "jan.", 2: "feb."}
_VIKUDAGUR = ["mánudaginn", "þriðjudaginn", "miðvikudaginn", "fimmtudaginn", "föstudaginn", "laugardaginn", "sunnudaginn"]

# A phone that types Icelandic without its letters.
_ASCII = {ord(k): v for k, v in {"þ": "th", "Þ": "Th", "ð": "d", "Ð": "D", "æ": "ae", "Æ": "Ae", "ö": "o", "Ö": "O", "á": "a", "Á": "A",
                                 "é": "e", "É": "E", "í": "i", "Í": "I", "ó": "o", "Ó": "O", "ú": "u", "Ú": "U", "ý": "y", "Ý": "Y"}.items()}


def _plain(text: str) -> str:
    """`text` typed without þ, ð, æ, ö and the accents."""
    return text.translate(_ASCII)


_FISKUR = Wording(
    topics=[("beitan í næsta róður", ["síld og makríll til helminga", "bara smokkur", "norsk sardína frá Ísfelli"]),
            ("salan á ýsunni", ["allt á markað", "beint í vinnsluna hjá Hópsnesi", "helmingur á markað og restin í beina sölu"]),
            ("jólastoppið", ["stoppum eftir síðasta róður fyrir Þorláksmessu", "róið milli jóla og nýárs ef veður leyfir", "tveggja vikna stopp yfir hátíðirnar"]),
            ("nýju sjógallarnir", ["66°Norður á alla, útgerðin borgar", "Grundéns og útgerðin borgar helminginn", "hver kaupir sinn sjálfur"]),
            ("lögnin á morgun", ["út af Reykjanesi", "á Selvogsbankanum", "vestur á Eldeyjarbanka"]),
            ("árshátíð áhafnarinnar", ["Bláa lónið og út að borða á eftir", "sveitaferð með rútu austur fyrir fjall", "bara grill heima hjá Halla"]),
            ("þrifin í lúkarnum", ["hver tekur sína viku", "kokkurinn fær aukagreiðslu fyrir það", "allir saman eftir hverja löndun"]),
            ("hlutaskiptin eftir áramót", ["óbreytt frá því í fyrra", "hálfur hlutur á nýliðann fyrsta mánuðinn", "kokkurinn fær einn og kvart"]),
            ("nýja aðalvélin", ["Volvo Penta frá Brimborg", "Yanmar, ódýrari og styttri afhending", "bíðum með það fram á vor"]),
            ("myndavélin yfir dekkinu", ["sett upp fyrir áramót", "sleppum henni alveg", "bara ein yfir línuspilinu"]),
            ("aukaróðurinn um helgina", ["róið á laugardaginn ef spáin heldur", "enginn róður, allir í frí", "bara ef við fáum leigðan kvóta"])],
    decided=["jæja þá er það ákveðið: {s} – {c} 👍", "Halli búinn að ákveða {s}: {c}. ekki meira röfl um það", "niðurstaðan með {s} er {c}, búið að ræða við útgerðina",
             "{S}? {c}. final answer strákar 😎", "Frá skrifstofunni: varðandi {s} verður það {c}.", "við kusum um {s} og það varð {c}, deal",
             "Eftir fundinn í dag:\n{S} = {c}", "ok heyrðu, {s} – {c}, ég talaði við eigandann í morgun", "ákvörðun tekin ✅ {s}: {c}"],
    numbers=[("landaður afli í gær var {t} af þorski, mest stór og fallegur", ("landaður afli í gær", "{t}")),
             ("ýsan í síðasta róðri var ekki nema {kg} 😕", ("ýsan í síðasta róðri", "{kg}")),
             ("{kr} fyrir kílóið af stóra þorskinum á markaðnum í dag!", ("kílóið af stóra þorskinum", "{kr}")),
             ("olíureikningurinn fyrir nóvember kom í dag, {isk} 😬", ("olíureikningurinn fyrir nóvember", "{isk}")),
             ("línan í morgun var {n} balar, allir beittir í landi", ("línan í morgun", "{n} balar")),
             ("hluturinn fyrir nóvember er {isk2} á mann fyrir skatt", ("hluturinn fyrir nóvember", "{isk2}")),
             ("eftirstöðvar af þorskkvótanum eru {t2} á bátnum", ("eftirstöðvar af þorskkvótanum", "{t2}")),
             ("leigan á ýsukvóta er komin upp í {kr2} kílóið, rugl", ("leigan á ýsukvóta", "{kr2}")),
             ("ölduduflið við Grindavík sýndi {m} í nótt", ("ölduduflið við Grindavík", "{m}")),
             ("krókarnir sem við pöntuðum, {n2} stk, koma með næstu sendingu", ("krókarnir sem við pöntuðum", "{n2} stk")),
             ("hafnarvogin sagði {kg2} samtals upp úr lestinni", ("hafnarvogin sagði", "{kg2}")),
             ("siglingin út á bankann tók {h} í morgun, mótvindur alla leið", ("siglingin út á bankann", "{h}")),
             ("sjávarhitinn á Selvogsbanka er {deg} gráður", ("sjávarhitinn á Selvogsbanka", "{deg} gráður"))],
    dates=[("Næsta löndun verður {dt}, hér í Grindavík", ("Næsta löndun", "{dt}")),
           ("Slysavarnaskólinn er {dt}, allir verða að mæta um borð í Sæbjörgu", ("Slysavarnaskólinn", "{dt}")),
           ("báturinn fer upp í slipp {dt} í Njarðvík", ("upp í slipp", "{dt}")),
           ("haffæriskírteinið rennur út {nd}", ("haffæriskírteinið", "{nd}")),
           ("Brottför úr höfn {dy} {tm}, verið mættir tímanlega", ("Brottför úr höfn", "{tm}")),
           ("Áhafnarfundur á skrifstofunni {dy} {tm}", ("Áhafnarfundur", "{tm}")),
           ("Skoðun hjá Samgöngustofu {dt} {tm}", ("Skoðun hjá Samgöngustofu", "{dt}")),
           ("jólahlaðborð útgerðarinnar verður {dt} á Bryggjunni 🎄", ("jólahlaðborð útgerðarinnar", "{dt}")),
           ("beitningarskúrinn opnar {tm} {dy}, konurnar byrja þá", ("beitningarskúrinn opnar", "{tm}")),
           ("Launin fyrir desember verða greidd {nd}", ("Launin fyrir desember", "{nd}")),
           ("maðurinn frá Martak kemur {dy} {tm} að kíkja á línuspilið", ("kíkja á línuspilið", "{tm}")),
           ("Fiskistofa vill fá aflaskýrsluna fyrir {nd}", ("aflaskýrsluna", "{nd}"))],
    people=["Guðmundur Þór Sigurðsson", "Ásgeir Pálmason", "Halldóra Björk Jónsdóttir", "Einar Örn Gíslason", "Sigríður Ólafsdóttir",
            "Kristján Hafþórsson", "Tómas Ragnarsson", "Bjarki Þórðarson", "Hafdís Eyjólfsdóttir", "Óskar Vilhjálmsson", "Ragnheiður Kjartansdóttir",
            "Stefán Ægisson", "Marek Kowalski", "Piotr Wiśniewski", "Arnar Snær Benediktsson"],
    roles=[("{p} tekur við sem stýrimaður eftir áramót", "stýrimaður"),
           ("nýi kokkurinn heitir {p}, verið góðir við greyið", "nýi kokkurinn"),
           ("{p} á skrifstofunni sér um launaseðlana og hlutinn héðan í frá", "launaseðlana"),
           ("Hafnarvörðurinn á vaktinni um jólin er {p}, hringið í hann ef eitthvað kemur upp", "Hafnarvörðurinn"),
           ("{p} er vélstjóri um borð á meðan Dóri er í fríi", "vélstjóri"),
           ("Beitningin í skúrnum: {p} stjórnar því, talið við hana", "Beitningin í skúrnum"),
           ("{p} is the new deckhand, starts on monday, speaks good english", "new deckhand"),
           ("tengiliðurinn okkar hjá Hópsnesi er {p}", "tengiliðurinn okkar hjá Hópsnesi"),
           ("{p} er öryggisfulltrúi um borð og sér um flotgallana", "öryggisfulltrúi"),
           ("Afleysingaskipstjóri í janúar: {p}", "Afleysingaskipstjóri"),
           ("{p} heldur utan um kaffisjóðinn, leggið inn hjá henni/honum", "kaffisjóðinn"),
           ("umboðsmaðurinn okkar hjá fiskmarkaðnum er {p}", "umboðsmaðurinn okkar")],
    tasks=["skipta um olíusíuna á ljósavélinni", "sækja nýju balana upp í skúr", "hringja í Ísfell út af krókunum", "fylla á ískarið",
           "kíkja á lensidæluna sem er að stríða okkur", "senda GPS-punktana á Fiskistofu", "kaupa kaffi og mjólk fyrir túrinn", "laga talstöðina í brúnni",
           "splæsa nýjan enda á aðallínuna", "fara með ruslið af dekkinu í Kölku", "sækja björgunargallana úr skoðun", "borga hafnargjöldin fyrir nóvember",
           "mála nafnið upp á nýtt á stefnið", "skola fiskikörin áður en þau fara í land"],
    asked=["getur einhver {a}? 🙏", "hver ætlar að {a}, þetta er ekki búið enn", "Vantar mann í að {a} fyrir morgundaginn", "það á eftir að {a} – er enginn laus?",
           "minni á: það þarf að {a}!!", "someone pls {a} 🙏 ég kemst ekki í dag", "strákar það á eftir að {a}, ég geri það ekki einn",
           "Halli spyr hvort einhver nenni að {a}"],
    edits=[("Reikningsnúmer kaffisjóðsins: {x}", "Reikningsnúmer kaffisjóðsins: {y} (vitlaust hjá mér áðan)", "Reikningsnúmer kaffisjóðsins", "acct"),
           ("síminn hjá hafnarvigtinni er {x}", "síminn hjá hafnarvigtinni er {y}, hitt var gamla númerið", "síminn hjá hafnarvigtinni", "tel"),
           ("wifi um borð: {x}", "wifi um borð: {y} ✅ sorry", "wifi um borð", "wifi"),
           ("Kóðinn á lásnum á beitningarskúrnum er {x}", "Kóðinn á lásnum á beitningarskúrnum er {y}, ruglaðist", "Kóðinn á lásnum", "pin"),
           ("Pöntunarnúmerið hjá Ísfelli: {x}", "Pöntunarnúmerið hjá Ísfelli: {y} – leiðrétt", "Pöntunarnúmerið hjá Ísfelli", "order"),
           ("Linkur á vaktaplanið um jólin: {x}", "Linkur á vaktaplanið um jólin: {y} (hinn virkaði ekki)", "Linkur á vaktaplanið", "link"),
           ("bílnúmerið á nýju kerrunni er {x}", "bílnúmerið á nýju kerrunni er {y}, skrifaði vitlaust", "bílnúmerið á nýju kerrunni", "plate"),
           ("kennitala útgerðarinnar á reikningana: {x}", "kennitala útgerðarinnar á reikningana: {y}", "kennitala útgerðarinnar", "kt")],
    changes=[("Löndunarhöfn á morgun: landað {x}", ["breyting á löndunarhöfn á morgun, við löndum {y} – ekkert pláss á bryggjunni",
                                                    "nei heyrðu, löndunarhöfn á morgun verður {y} eftir allt saman"],
              "löndunarhöfn á morgun", "place"),
             ("Mæting niður á bryggju {x}", ["mæting niður á bryggju {y} frekar, spáin breyttist", "seinkun! mæting niður á bryggju {y}"],
              "mæting niður á bryggju", "hour"),
             ("Fyrirframgreiðslan fyrir jólin verður {x} á mann", ["leiðrétting: fyrirframgreiðslan fyrir jólin verður {y} á mann", "eigandinn hækkaði, fyrirframgreiðslan fyrir jólin er {y}"],
              "fyrirframgreiðslan fyrir jólin", "isk"),
             ("Viðgerðin á línuspilinu kostar {x}", ["Martak sendi nýtt tilboð, viðgerðin á línuspilinu kostar {y}", "ok viðgerðin á línuspilinu verður {y} með vsk, ekki það sem ég sagði"],
              "viðgerðin á línuspilinu", "isk"),
             ("Námskeiðið í rafrænu afladagbókinni er {x}", ["Námskeiðið í rafrænu afladagbókinni var fært, verður {y}", "ath námskeiðið í rafrænu afladagbókinni er {y}, ekki fyrri dagsetningin"],
              "námskeiðið í rafrænu afladagbókinni", "date"),
             ("Rútan á jólahlaðborðið fer frá skrifstofunni {x}", ["rútan á jólahlaðborðið fer {y}, bílstjórinn bað um það", "smá breyting: rútan á jólahlaðborðið fer {y}"],
              "rútan á jólahlaðborðið", "hour"),
             ("Ísinn hjá ísverksmiðjunni kostar {x} tonnið", ["ísinn hjá ísverksmiðjunni kostar víst {y} tonnið núna", "nýr verðlisti, ísinn hjá ísverksmiðjunni á {y} tonnið"],
              "ísinn hjá ísverksmiðjunni", "isk"),
             ("Sjómannadagsráðið hittist {x}", ["Sjómannadagsráðið hittist frekar {y}", "fundurinn færður, sjómannadagsráðið hittist {y}"],
              "sjómannadagsráðið hittist", "when")])

# The chatter: nicknames and places it mentions (never a fact's person).
_NAFN = ["Gummi", "Siggi", "Addi", "Nonni", "Palli", "Bjössi", "Raggi", "Stebbi", "Dóri", "Kiddi", "Jói", "Marcin", "Tomek", "Sigga", "Gunna", "Halli",
         "Binni", "Lalli", "Doddi", "Beta"]
# Where the sea is ({m}, after "við") and the towns ashore ({w}, after "í").
_MID = ["Eldey", "Reykjanestá", "Hópsnes", "Krýsuvíkurberg", "Selvogsvita", "Reykjanesröstina", "Geirfuglasker", "Hafnaberg"]
_STADUR = ["Sandgerði", "Þorlákshöfn", "Keflavík", "Njarðvík", "Hafnarfirði", "Vogum", "Garðinum", "Reykjavík", "Grindavík"]
_STUTT = ["ok", "ók", "okei", "já", "jáá", "jább", "nei", "neibb", "takk", "takk fyrir", "tk", "takk fyrri", "snilld", "geggjað", "haha", "hahaha", "hahahaha 😂",
          "😂😂", "😂", "👍", "👍👍", "🎣", "🐟", "🐟🐟🐟", "⚓", "🌊🌊", "🙏", "❤️", "👌", "ókei", "jæja", "jæja strákar", "heyrðu", "nákvæmlega", "sæll",
          "sæl", "góðan daginn", "gdag", "góða nótt", "gn", "er á leiðinni", "5 mín", "kem", "kem eftri smá", "komnir í land", "bræla", "djöfull", "vá",
          "flott", "glæsilegt", "vel gert", "ég líka", "same", "lol", "nice", "sorry", "sry", "shit", "deal", "no way", "vonandi", "sjáum til",
          "segðu", "rétt", "satt", "já já", "nei nei", "hvað segiru?", "allt gott", "allt fínt hér", "jaeja", "heyrdu", "snilld takk", "fuck", "bro",
          "ok thanks", "dzięki", "yes", "ok I come", "thank you", "veit ekki", "ekki hugmynd", "já sæll 😅", "ha?", "??", "!!!", "🤣🤣", "😴", "🥶",
          "til hamingju! 🎉", "til hamingju með daginn 🎂", "gleðileg jól 🎄", "er einhver vakandi?", "vaknaðir?"]
_MIDJA = ["{n} ertu kominn á bryggjuna?", "haugasjór við {m} núna, sá það á vefmyndavélinni", "{n} gleymdi stígvélunum sínum um borð aftur 🙄",
          "það var ekkert að hafa við {m} í síðustu viku", "lína flæktist í skrúfunni í gær, helvíti", "{n} hvar settiru lyklana af bílnum?",
          "kaffið um borð er ódrekkandi, hver keypti þetta", "{n} er með flensu, kemst ekki í dag", "sá hval á leiðinni inn 🐋", "mávarnir voru brjálaðir í dag",
          "er einhver að fara til Reykjavíkur á morgun? þarf far", "rafmagnið fór af skúrnum í smá stund", "{n} fékk öngul í puttann, allt í lagi samt",
          "létum gera við bátinn í {w} í fyrra og það var dýrt", "sjóveikin að drepa nýja strákinn haha", "frost á bryggjunni, farið varlega",
          "bíllinn minn fer ekki í gang í þessu frosti", "{n} áttu startkapla?", "veiðin var dræm hjá hinum bátunum líka", "það er víst mokveiði hjá stóru bátunum",
          "kvótakerfið er bara rugl, segi það enn og aftur", "sjónvarpið í lúkarnum er dautt", "hver tók hleðslutækið mitt úr brúnni",
          "{n} þú skuldar mér bjór", "Grindavíkurvegurinn er lokaður út af snjó", "skjálfti rétt í þessu, fannst einhver fyrir honum?", "ég heyrði að það ætti að loka veginum aftur",
          "gps-ið frýs alltaf þegar við förum yfir hraunið", "keyptum pizzu í {w}, mæli ekki með", "fuglager við {m}, örugglega síli þar", "rak á milli við {m}, straumurinn var rosalegur", "{n} sendu mér myndina af stóra þorskinum",
          "Marcin says the coffee machine is broken again", "ég verð aðeins seinn, þarf að skutla krökkunum", "var að koma úr sundi, nenni engu",
          "það er allt á kafi í snjó í {w}", "{n} ertu búinn að skila lyklinum?", "hvenær byrjar leikurinn í kvöld?", "hver vann í pottinum?",
          "er búðin opin á sunnudögum?", "{n} til hamingju með litla guttann!!", "enginn fiskur, bara marhnútar og krossfiskar 😂", "var að tala við {n}, allt gott að frétta"]
_SPURNING = {"hver", "hvar", "hvenær", "er", "eru", "getur", "veit", "ertu", "hvað", "hvernig", "áttu", "vaknaðir", "kemur"}
_HALLI = ["jæja strákar", "ég byrjaði á sjó fjórtán ára gamall, á síðutogara frá Hafnarfirði", "þá var ekkert GPS og ekki neitt, bara dýptarmælir og reynsla",
          "í þorskastríðinu stóðum við á dekkinu og horfðum á bresku freigáturnar", "þá var nóg af fiski og enginn kvóti", "nú þarf að skrá hvern einasta titt í einhverja tölvu",
          "pabbi heitinn reri héðan úr Grindavík á opnum bát", "það þarf að bera virðingu fyrir sjónum, hann fyrirgefur ekki", "unga fólkið nennir ekki á sjó lengur",
          "ég man eftir vertíð þar sem við vorum úti í þrjár vikur án þess að sjá land", "veðrið í dag er ekki neitt miðað við það sem var",
          "en þetta er samt besta starf í heimi, segi það og skrifa", "afsakið langlokuna", "sjáumst á bryggjunni", "kveðja Halli"]
_ENSKA = ["sorry my icelandic is bad, I come tomorrow 5 o clock ok?", "ok boss", "Tomek is sick today, he has fever", "where is the key for the car?",
          "I am in Keflavík, shop for boots", "very big waves today, everybody ok?", "kurwa zimno 🥶 sorry haha", "thank you for the fish, my wife very happy",
          "is boat going out tomorrow or no?", "I send photo of the broken thing", "no problem", "good morning guys", "when we get money for november?",
          "my phone is almost dead, call Marcin if you need me", "dzień dobry 😄", "I learn icelandic word today: bræla haha"]
_EIGANDI = ["Sælir allir", "ég var á fundi hjá Landssambandi smábátaeigenda í gær", "það er mikil óvissa með kvótann á næsta fiskveiðiári",
            "verðið á markaðnum hefur verið gott en olían étur það allt", "tryggingarnar hækkuðu aftur um áramótin, þetta er orðið galið",
            "við erum samt í betri stöðu en margir aðrir bátar hér á Suðurnesjum", "ég vil þakka ykkur fyrir hvað þið hafið staðið ykkur vel í haust",
            "eftir allt sem gekk á í bænum er ótrúlegt að við séum enn að róa héðan", "bankinn vill fá nýtt rekstraráætlun fyrir vorið",
            "ef einhver hefur spurningar um launin þá talið við skrifstofuna, ekki mig", "kveðja, Bjarni"]
_SKRIFSTOFA = ["Góðan dag áhöfn,", "Minnum á að allir í áhöfn þurfa að hafa gilt öryggisfræðsluskírteini frá Slysavarnaskóla sjómanna.",
               "Vinsamlegast skilið tímaskýrslum á skrifstofuna í síðasta lagi á föstudögum.", "Reikningar vegna olíu og veiðarfæra eiga að berast skrifstofunni, ekki skipstjóra.",
               "Vegna jarðhræringa á svæðinu biðjum við alla að fylgjast með tilkynningum Almannavarna.", "Launaseðlar birtast í heimabanka, ekki á pappír.",
               "Munið að skrá alla yfirvinnu í kerfið.", "Bestu kveðjur og takk fyrir vel unnin störf.", "Kveðja,\nskrifstofa Brimhóls ehf."]
_TILKYNNING = ["↪️ Áframsent frá Landhelgisgæslunni: Sjófarendur eru minntir á að hafa kveikt á ferilvöktun (AIS) á öllum tímum.",
               "↪️ Forwarded: Veðurstofa Íslands – gul viðvörun vegna hvassviðris á Faxaflóa og Suðurlandi.",
               "↪️ Áframsent: Fiskistofa vekur athygli á breyttum reglum um vigtun og skráningu afla. Sjá nánar á fiskistofa.is",
               "↪️ Áframsent frá Almannavörnum: Vegurinn til Grindavíkur er opinn íbúum og starfsmönnum fyrirtækja.",
               "↪️ Forwarded message: Hafnarstjórn minnir á að landfestar skulu vera tvöfaldar yfir vetrarmánuðina."]
_HLEKKUR = ["https://www.vedur.is/vedur/spar/textaspar/ spáin lítur illa út", "https://www.windy.com/?{k} sjáið lægðina 😬",
            "https://www.marinetraffic.com/en/ais/details/ships/{n} hvar eru hinir", "https://www.mbl.is/200milur/frettir/{n}/ frétt um kvótann",
            "https://www.visir.is/g/{n} lesið þetta", "https://www.ruv.is/frettir/innlent/{n} Grindavík í fréttunum", "https://www.facebook.com/watch/?v={n} 😂😂",
            "https://youtu.be/{k} gamla myndin um vertíðina", "https://www.fiskistofa.is/ upplýsingar um aflaheimildir"]
_BOT = ["Skráð ✍️", "Móttekið.", "Ég næ ekki að hlusta á raddskilaboð, geturðu skrifað þetta?", "Ég minni ykkur á þetta nær deginum.", "Takk, vistað."]
# The species on the catch slip and their market prices (kr/kg, low and high).
_FISKAR = {"Þorskur": (380, 720), "Ýsa": (300, 560), "Steinbítur": (220, 420), "Keila": (90, 220), "Langa": (180, 360), "Ufsi": (140, 280),
           "Skötuselur": (450, 900)}


def _typo(rng: random.Random, text: str) -> str:
    """`text` with two neighbouring letters swapped somewhere, as a cold thumb types."""
    spots = [i for i in range(len(text) - 1) if text[i].isalpha() and text[i + 1].isalpha()]
    if not spots:
        return text
    i = rng.choice(spots)
    return text[:i] + text[i + 1] + text[i] + text[i + 2:]


class _Fiskur:
    """One chat's draws and the crew's ways of talking."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.p = Planter(rng, _FISKUR, self.slot, self.value)

    def plant(self, kind: str) -> Planted:
        """A fact as the planter words it, without the Icelandic letters a third of the time
        (its probe and stale strings the same way), now and then in lower case."""
        p = self.p(kind)
        if p is None:
            return p
        text, probe, newer = p
        if self.rng.random() < 0.33:
            text, probe = _plain(text), tuple(_plain(x) for x in probe)
            newer = (_plain(newer[0]), tuple(_plain(x) for x in newer[1])) if newer else None
        if self.rng.random() < 0.15:
            text = text.lower()
        return text, probe, newer

    # -- formats ----------------------------------------------------------------------------

    def kr(self, n: int) -> str:
        """Krónur: "12.500 kr.", "12500 kr", "kr. 12.500", "12,5 þús.", "1,85 millj."."""
        g = grouped(n, ".")
        ways = [f"{g} kr.", f"{n} kr", f"kr. {g}", f"{g} krónur", f"{g} kr"]
        if n >= 1_000_000 and n % 10_000 == 0:
            ways.append(f"{n / 1_000_000:g}".replace(".", ",") + " millj.")
        elif 1000 <= n < 1_000_000 and n % 100 == 0:
            ways.append(f"{n / 1000:g}".replace(".", ",") + " þús.")
        return self.rng.choice(ways)

    def dagur(self, n: int) -> date:
        return date(2026, 12, 1) + timedelta(days=n)

    def dt(self, n: int) -> str:
        """A date: "3. desember", "3. des.", "3/12", "3.12.", "þriðjudaginn 3. des."."""
        d = self.dagur(n)
        return self.rng.choice([f"{d.day}. {_MAN[d.month]}", f"{d.day}. {_MAN_STUTT[d.month]}", f"{d.day}/{d.month}", f"{d.day}.{d.month}.",
                                f"{_VIKUDAGUR[d.weekday()]} {d.day}. {_MAN_STUTT[d.month]}", f"{_VIKUDAGUR[d.weekday()]} {d.day}. {_MAN[d.month]}"])

    def nd(self, n: int) -> str:
        """A deadline: "15. janúar 2027", "15.01.2027"."""
        d = self.dagur(n)
        return self.rng.choice([f"{d.day}. {_MAN[d.month]} {d.year}", f"{d.day:02d}.{d.month:02d}.{d.year}"])

    def kl(self, h: int, mi: int) -> str:
        """A time: "kl. 5", "kl 05:30", "17:30", "klukkan 5"."""
        if mi:
            return self.rng.choice([f"kl. {h}:{mi:02d}", f"kl {h:02d}:{mi:02d}", f"{h}:{mi:02d}"])
        return self.rng.choice([f"kl. {h}", f"kl {h:02d}:00", f"klukkan {h}", f"kl. {h}:00"])

    def tonn(self, tenths: int) -> str:
        whole, part = divmod(tenths, 10)
        n = f"{whole},{part}" if part else str(whole)
        return self.rng.choice([f"{n} tonn", f"{n} tonn", f"{n}t"])

    def kg(self, n: int) -> str:
        return self.rng.choice([f"{grouped(n, '.')} kg", f"{n} kíló", f"{n} kg", f"{grouped(n, '.')} kíló"])

    # -- the facts' values ------------------------------------------------------------------

    def slot(self, k: str) -> str:
        r, f = self.rng, self.p.fresh

        def tm() -> str:
            h, mi = divmod(f("h", 8, 46) * 30, 60)
            return self.kl(h, mi)

        def m() -> str:
            whole, part = divmod(f("m", 15, 75), 10)
            return r.choice([f"{whole},{part} m", f"{whole},{part} metra", f"{whole}.{part}m"])

        def deg() -> str:
            whole, part = divmod(f("deg", 30, 95), 10)
            return f"{whole},{part}"

        slots: dict[str, Callable[[], str]] = {
            "t": lambda: self.tonn(f("t", 20, 180)), "kg": lambda: self.kg(f("kg", 20, 300) * 10),
            "kr": lambda: r.choice(["{} kr", "{} kr.", "{} krónur"]).format(f("kr", 250, 800)),
            "isk": lambda: self.kr(f("isk", 80, 400) * 10_000), "n": lambda: str(f("n", 18, 48)),
            "isk2": lambda: self.kr(f("isk2", 60, 160) * 10_000), "t2": lambda: r.choice(["{} tonn", "{}t"]).format(f("t2", 15, 240)),
            "kr2": lambda: r.choice(["{} kr", "{} kr.", "{} krónur á"]).format(f("kr2", 180, 420)), "m": m,
            "n2": lambda: grouped(f("n2", 20, 80) * 100, "."), "kg2": lambda: self.kg(f("kg2", 150, 1400) * 10),
            "h": lambda: r.choice(["{} tíma", "{} klst", "{} og hálfan tíma"]).format(f("hs", 2, 7)), "deg": deg,
            "dt": lambda: self.dt(f("d", 2, 80)), "nd": lambda: self.nd(f("d", 2, 80)), "tm": tm,
            "dy": lambda: r.choice(["á morgun", "hinn daginn", "á mánudaginn", "á þriðjudag", "á fimmtudaginn", "á laugardag", "á sunnudaginn", "á föstudag"])}
        return slots[k]()

    def value(self, kind: str) -> str | None:
        r, f = self.rng, self.p.fresh

        def tel() -> str:
            a, b = r.choice(["421", "426", "420", "661", "699", "772", "846", "893"]), r.randrange(1000, 10000)
            return r.choice([f"{a} {b}", f"{a}{b}", f"+354 {a} {b}", f"{a}-{b}"])

        def hour() -> str:
            h, mi = divmod(f("hx", 8, 46) * 30, 60)
            return self.kl(h, mi)

        def when() -> str:
            h, mi = divmod(f("wh", 32, 42) * 30, 60)
            return f"{self.dt(f('d', 2, 80))} {self.kl(h, mi)}"

        def kt() -> str:
            return f"{r.randrange(41, 71)}{r.randrange(1, 13):02d}{r.randrange(0, 100):02d}-{r.randrange(1000, 10000)}"

        draws: dict[str, Callable[[], str]] = {
            "acct": lambda: f"0{r.randrange(111, 599)}-{r.choice(['26', '15', '05'])}-{r.randrange(1000, 999999):06d}", "tel": tel,
            "wifi": lambda: r.choice([f"Hrafnkatla_{code(r, 5)}", f"GK218-{code(r, 4)}", f"brimholl{r.randrange(100, 10000)}"]),
            "pin": lambda: str(r.randrange(1000, 10000)), "order": lambda: f"IS-{r.randrange(100000, 1000000)}",
            "link": lambda: r.choice([f"https://docs.google.com/spreadsheets/d/{code(r, 22)}", f"https://bit.ly/{code(r, 7)}"]),
            "plate": lambda: r.choice([f"{code(r, 2, 'ABDEFGHJKLMNPRSTUVXYZ')}{r.randrange(100, 1000)}", f"{code(r, 2, 'ABDEFGHJKLMNPRSTUVXYZ')}-{code(r, 1, 'ABDEFGHKLMNPRSTUVXYZ')}{r.randrange(10, 100)}"]),
            "kt": kt, "hour": hour, "when": when, "date": lambda: self.dt(f("d", 2, 80)), "isk": lambda: self.kr(f("iskx", 15, 300) * 1000),
            "place": lambda: r.choice(["í Sandgerði", "í Þorlákshöfn", "í Keflavík", "hér í Grindavík", "í Njarðvík", "í Hafnarfirði", "í Vestmannaeyjum",
                                       "í Reykjavík"])}
        return self.p.apart(draws[kind]) if kind in draws else None

    # -- chatter ----------------------------------------------------------------------------

    def midja(self) -> str:
        r = self.rng
        said = r.choice(_MIDJA).format(n=r.choice(_NAFN), w=r.choice(_STADUR), m=r.choice(_MID))
        if r.random() < 0.2:
            more = r.choice(_MIDJA).format(n=r.choice(_NAFN), w=r.choice(_STADUR), m=r.choice(_MID))
            said += r.choice([". ", " og svo ", ", annað: "]) + more[0].lower() + more[1:]
        if r.random() < 0.45:
            said = _plain(said)
        if r.random() < 0.12:
            said = _typo(r, said)
        return tidied(r, said, 0.35, _SPURNING, [".", "!", " 🙏", "!!", " haha", "...", "", " 🎣"])

    def afli(self) -> str:
        """The day's catch slip from the harbour scale."""
        r = self.rng
        kinds = r.sample(list(_FISKAR), r.randrange(3, 6))
        rows = [(k, r.randrange(3, 900) * 10) for k in kinds]
        d = self.dagur(r.randrange(-2, 80))
        body = "\n".join(f"{k}: {grouped(v, '.')} kg" for k, v in rows)
        return (f"{r.choice(['Vigtarnóta', 'AFLI DAGSINS', 'Löndun'])} – Hrafnkatla GK 218 – {d.day}.{d.month}.\n{body}\nSamtals: {grouped(sum(v for _, v in rows), '.')} kg"
                + r.choice(["", "\nslægt", "\nóslægt, fer á markað", "\n👍"]))

    def spa(self) -> str:
        """The vedur.is forecast for the fishing grounds."""
        r = self.rng
        att = r.choice(["A", "SA", "S", "SV", "V", "NA", "N", "NV"])
        lo, hiti = r.randrange(3, 20), r.randrange(-6, 6)
        return (f"{r.choice(['Spá fyrir Faxaflóamið', 'Suðvesturmið – spá vedur.is', 'Veðrið næsta sólarhring'])}:\n{att} {lo}-{lo + r.randrange(3, 8)} m/s, "
                f"{r.choice(['rigning', 'él', 'slydda', 'úrkomulítið', 'snjókoma'])}, hiti {hiti} til {hiti + r.randrange(1, 5)} stig.\n"
                f"Ölduspá: {r.randrange(1, 8)},{r.randrange(0, 10)} m" + r.choice(["", "\nþetta er ekkert sjóveður", "\nhann lægir seinnipartinn", "\n🌊🌊🌊"]))

    def markadur(self) -> str:
        """The fish market's prices, as someone pastes them."""
        r = self.rng
        rows = "\n".join(f"{k} {r.choice(['sl.', 'ósl.'])}: {r.randrange(*_FISKAR[k])} kr/kg" for k in r.sample(list(_FISKAR), r.randrange(3, 6)))
        return f"{r.choice(['Fiskmarkaður Suðurnesja', 'RSF – meðalverð', 'Markaðurinn í dag'])}\n{rows}" + r.choice(["", "\nfínt verð", "\nlélegt í dag 😕"])

    def naestum(self) -> str:
        """Chatter with numbers, names and times that plants nothing."""
        r = self.rng
        return r.choice([f"fékk {r.randrange(3, 30)} kg af ýsu í soðið frá {r.choice(_NAFN)} 😋", f"bensínið er komið í {r.randrange(290, 340)} kr lítrinn",
                         f"{r.choice(_NAFN)} á afmæli {self.dt(r.randrange(0, 80))}", f"ég verð í fríi {self.dt(r.randrange(0, 80))}, búinn að láta vita",
                         f"pabbi fékk {r.randrange(8, 30)} kílóa þorsk á stöng í sumar", f"pizzan kostaði {self.kr(r.randrange(30, 80) * 100)}, rán",
                         f"ég vakna {self.kl(r.randrange(3, 6), 0)} á morgun, ekki hringja fyrr", f"{r.randrange(2, 7)} skjálftar í nótt yfir þremur",
                         f"í gamla daga vorum við með {r.randrange(30, 60)} bala og handbeitt", f"flugið hjá {r.choice(_NAFN)} lendir {self.kl(r.randrange(14, 23), 30)}",
                         f"vann {self.kr(r.randrange(2, 40) * 500)} í lottóinu haha", f"það eru {r.randrange(-14, -3)} gráður á mælinum í bílnum 🥶"])

    def mynd(self) -> Said:
        r = self.rng
        return (r.choice(["", "", "sjáið þennan 😍", "stærsti í ár", "lestin full 💪", "dekkið í morgun", "hafnargarðurinn 🌊", "þetta er ekki eðlilegt",
                          "vigtarnótan", "ísinn á rekkverkinu"]),
                media("photo", f"received_{r.randrange(10**15, 10**16)}.jpeg", "image/jpeg", r.randrange(60_000, 4_000_000)))

    def annad(self) -> Said:
        r = self.rng
        kind = r.choice(["video", "voice", "voice", "voice", "sticker", "sticker", "gif", "document"])
        if kind == "video":
            return (r.choice(["", "sjórinn í dag 😳", "línan að koma inn", "kokkurinn að dansa haha"]),
                    media("video", f"video-{r.randrange(10**9, 10**10)}.mp4", "video/mp4", r.randrange(900_000, 40_000_000)))
        if kind == "voice":
            return (r.choice(["", "", "nenni ekki að skrifa", "hlustaðu á þetta", "sorry er á keyrslu"]),
                    media("voice", f"audioclip{r.randrange(10**12, 10**13)}.mp4", "audio/mp4", r.randrange(8_000, 1_200_000)))
        if kind == "sticker":
            return "", media("sticker", f"sticker_{r.randrange(10**14, 10**15)}.png", "image/png", r.randrange(8_000, 90_000))
        if kind == "gif":
            return "", media("animation", f"giphy_{code(r, 8)}.gif", "image/gif", r.randrange(100_000, 3_000_000))
        name, text = r.choice([("Vaktaplan_des.pdf", "vaktaplanið"), ("Launaseðill_nov.pdf", ""), ("Aflayfirlit_2026.xlsx", "yfirlit frá skrifstofunni"),
                               ("Oryggisaefing.docx", "lesið þetta fyrir æfinguna"), ("Tilbod_Martak.pdf", "")])
        mime = {"pdf": "application/pdf", "xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
                "docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document"}[name.rsplit(".", 1)[1]]
        return text, media("document", name, mime, r.randrange(30_000, 2_500_000))

    def chatter(self) -> Said:
        r = self.rng
        makers: list[Any] = [
            (lambda: (r.choice(_STUTT), None)), (lambda: (self.midja(), None)), (lambda: (self.afli(), None)), (lambda: (self.spa(), None)),
            (lambda: (self.markadur(), None)), (lambda: (ramble(r, _HALLI, 5, " "), None)), (lambda: (r.choice(_ENSKA), None)),
            (lambda: (ramble(r, _EIGANDI, 4, ". "), None)), (lambda: (letter(r, _SKRIFSTOFA, sep="\n\n"), None)),
            (lambda: (r.choice(_TILKYNNING), None)), (lambda: (r.choice(_HLEKKUR).format(k=code(r, 11), n=r.randrange(10**6, 10**9)), None)),
            (lambda: (f"Góðan daginn strákar ☀️ {self.midja()}", None)), (lambda: (self.naestum(), None)), self.mynd, self.annad]
        weights = [28, 30, 3, 3, 2, 4.5, 6, 2, 2, 2.5, 2.5, 3, 7, 6, 6.5]
        return r.choices(makers, weights)[0]()  # type: ignore[no-any-return]

    def wrap(self, text: str) -> str:
        r = self.rng
        return r.choice([f"Góðan daginn strákar ☀️ {text}", f"{text}\n\nKveðja,\nskrifstofa Brimhóls ehf.", f"{ramble(r, _HALLI, 3, ' ')} en allavega, {text}",
                         f"Punktar af fundinum:\n- {text}\n- {self.midja()}", f"{text} 👍", f"{text}\nkv. Halli", f"ATH!! {text}",
                         f"{text}\nlátið hina vita sem eru ekki á messenger", f"📌 {text}", f"{text} takk fyrir"])


def generate(seed: int, chats: int, messages: int, ids: Ids | None = None, fact_share: float = 0.07) -> list[Chat]:
    return family_chats(NAME, seed, chats, ids, lambda rng, chat_id: _chat(rng, chat_id, messages, fact_share))


def _chat(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    fk = _Fiskur(rng)
    people = [f"1000{rng.randrange(10**10, 10**11)}" for _ in range(rng.randrange(7, 15))]

    # A boat's days: a burst before dawn at departure, silence at sea, a burst again at landing in the evening.
    def gap() -> int:
        return rng.randrange(20, 2000) if rng.random() > 0.12 else rng.randrange(3 * 3600, 16 * 3600)

    voice = Voice(fk.plant, fk.chatter, fk.wrap, 0.25, lambda: rng.choice(_BOT), 0.03, gap, (4, 36))
    return assemble(rng, chat_id, n, fact_share, NAME, people, voice)
