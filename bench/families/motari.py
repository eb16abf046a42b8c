"""The motari family: the WhatsApp group of a moto-taxi riders' cooperative in Nyabugogo, Kigali.

Written for batch 23 by a writer who did not read the summarizer, and run on no summarizer when
it was written: a held-out family. "Koperative Twubake Umuhanda Nyabugogo" (KOTUNYA, a made-up
name) has its stage by the bus park (the "gare", the "parking") and about two hundred riders
(abamotari) in green vests; its group holds the riders, the committee (perezida, visi-perezida,
umunyamabanga, umubitsi), the accountant (the "comptable", who posts the contribution lists and
answers for the SACCO account) and a few moto owners who rent out their bikes for a daily
"versement". They write Kinyarwanda the phone way ("mwaramutse bagenzi", "ni sawa", "ndi mu
nzira", "nta bagenzi uyu munsi"), most of it without punctuation and with typos, mixed with
French ("réunion", "d'accord", "bon courage", "contrôle"), English ("ok", "sorry", "meeting",
"deadline") and Swahili ("sawa", "pole sana", "haraka", "niko njiani"), now and then a whole
message in one of them. Money is "5,000 Frw", "5000 frw", "RWF 5,000", "5.000 FRW", "amafaranga
5000", "5k" and "5,000 Rwf"; dates "tariki 12 Ukuboza", "ku wa gatanu tariki 12", "12/12",
"le 12 décembre" and "12 Dec"; times the Kinyarwanda way ("saa tatu za mu gitondo" for 9 am,
"saa munani z'amanywa" for 2 pm) or the office way ("14h00", "14:30", "saa 15h"). Pasted: MTN
MoMo and Airtel Money receipts, the contribution list, RURA and Rwanda National Police notices
(forwarded, in Kinyarwanda, English or French), the list of bikes the police impounded with
their plates ("RC 482 B"); links to Irembo, RURA, X, YouTube, TikTok and Google Maps; photos,
voice notes, stickers. The oldest rider writes long messages about the days before helmets and
meters; the young ones write "bro", an emoji, a sticker or the football score. Its facts are
said the cooperative's way ("Byemejwe na komite: gilet nshya za koperative → iz'icyatsi zifite
logo ✅", "Umubitsi mushya wa koperative ni Uwase Diane, MoMo zose zijye kuri we", "ninde
wafata iki: kugura gilet 20 kuri Kwa Rubangura? 🙏").
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

NAME = "motari"
LANGUAGE = "rw"
# Messages per chat by default: about 20,000 to 30,000 characters of history and about 20 facts.
MESSAGES = 300

_UKWEZI = {12: "Ukuboza", 1: "Mutarama", 2: "Gashyantare", 3: "Werurwe"}
_MOIS = {12: "décembre", 1: "janvier", 2: "février", 3: "mars"}
_EN = {12: "Dec", 1: "Jan", 2: "Feb", 3: "Mar"}
_IMINSI = ["ku wa mbere", "ku wa kabiri", "ku wa gatatu", "ku wa kane", "ku wa gatanu", "ku wa gatandatu", "ku cyumweru"]
# The hours the Kinyarwanda way: 7 am is "saa moya", the first hour of the day.
_SAA = {7: "moya", 8: "mbiri", 9: "tatu", 10: "yine", 11: "tanu", 12: "sita", 13: "saba", 14: "munani", 15: "cyenda",
        16: "kumi", 17: "kumi n'imwe", 18: "kumi n'ebyiri"}

_MOTARI = Wording(
    topics=[("umusanzu wa buri kwezi", ["5.000 Frw ku munyamuryango", "3k gusa, abashya batange 10k", "ukomeza kuba 4,000 nk'uko wari uri"]),
            ("gilet nshya za koperative", ["iz'umuhondo zanditseho nimero", "iz'icyatsi zifite logo", "tuzazigura muri Mutarama, si ubu"]),
            ("abamotari badafite kasike ya kabiri", ["bacibwa 2k ubwa mbere", "ntibemerewe gukora kugeza bayiguze",
                                                     "koperative ibagurira bakishyura buhoro buhoro"]),
            ("inguzanyo z'ikimina", ["zihabwa abamaze amezi 6 gusa", "ntizirenga 200k ku muntu", "zihagaritswe kugeza muri Werurwe"]),
            ("kwishyura mubazi za RURA", ["buri wese yishyura iye yose", "umumotari ½, koperative ½", "tubanze dutegereze ibiganiro na RURA"]),
            ("ubufasha ku murwayi", ["buri wese atanga 500 Frw iyo mugenzi arwaye", "ikigega cyihariye cya 1k buri kwezi",
                                     "bikurwa mu isanduku y'umusanzu"]),
            ("umurongo wo kuri gare", ["buri wese ategereza nimero ye", "abashya bajya inyuma y'abandi", "abagore bafite priority mu gitondo"]),
            ("isabukuru y'imyaka 10 ya koperative", ["brochette na Fanta kuri parking", "nta birori, amafaranga ajye mu kimina",
                                                     "ifoto rusange n'ijambo rya perezida gusa"]),
            ("abasiba umuganda", ["bacibwa 1.000 Frw", "nta mande, ariko bandikwa ku rutonde", "bacibwa 2k ajya mu isanduku"]),
            ("telefoni ya koperative", ["Tecno nshya ibikwa n'umunyamabanga", "dukoresha iya perezida", "smartphone ya 80k"]),
            ("aho inama rusange izabera", ["muri salle ya paruwasi ya Kimisagara", "kuri parking nkuru ya gare", "mu cyumba cy'inama cya SACCO"])],
    decided=["Byemejwe na komite: {s} → {c} ✅", "bagenzi twemeje ko {s}: {c}. nta kubisubiramo", "Inama y'ejo yafashe umwanzuro. {S}: {c}.",
             "{S}? byarangiye, {c} 👍 perezida yabisinye", "ok abenshi batoye 🗳️ {s} = {c}",
             "UMWANZURO WA KOMITE 📢\n{S}: {c}\nMurakoze kubyubahiriza.", "nk'uko twabivuganye kuri parking, {s} ni {c}. sawa?",
             "C'est décidé bagenzi: {s}, {c}", "Tumeamua wote: {s} ni {c}. asante 🙏", "{s} ⇒ {c} (umwanzuro wa komite)"],
    numbers=[("Essence yageze kuri {fuel} kuri litiro kuri station ya Nyabugogo 😤", ("Essence yageze kuri", "{fuel}")),
             ("Isanduku ya koperative ubu irimo {big} kuri konti", ("Isanduku ya koperative ubu irimo", "{big}")),
             ("urugendo Nyabugogo-Kimironko ubu abagenzi barwishyura {fare}", ("Nyabugogo-Kimironko", "{fare}")),
             ("ubu turi abanyamuryango {mem} banditse muri koperative", ("abanyamuryango {mem} banditse", )),
             ("Amande ya polisi yo kutambara kasike ni {fine}, mwitonde", ("yo kutambara kasike", "{fine}")),
             ("assurance ya moto y'umwaka yantwaye {ins} kuri Radiant", ("assurance ya moto y'umwaka", "{ins}")),
             ("abamotari {caught} bafashwe na polisi ku wa gatanu i Nyabugogo", ("abamotari {caught} bafashwe", )),
             ("Inguzanyo ntarengwa mu kimina ni {loan}", ("Inguzanyo ntarengwa mu kimina", "{loan}")),
             ("moto nshya ya TVS HLX ubu igura {moto} kuri cash", ("moto nshya ya TVS HLX", "{moto}")),
             ("versement ku nyir'moto ni {daily} buri munsi, ntibihinduka", ("versement ku nyir'moto", "{daily}")),
             ("kasike ifite label ya RURA iragura {helmet} i Matheus", ("kasike ifite label ya RURA", "{helmet}")),
             ("Umuganda w'ukwezi gushize witabiriwe n'abamotari {um} gusa", ("witabiriwe n'abamotari {um}", )),
             ("Frais ya MoMo kuri retrait ya 50k ni {fee}", ("retrait ya 50k", "{fee}")),
             ("Today the cooperative paid {big2} for the impounded bikes at the police yard", ("impounded bikes", "{big2}"))],
    dates=[("Inama rusange y'abanyamuryango ni {dt}, {tm}", ("Inama rusange y'abanyamuryango", "{dt}")),
           ("RURA izagenzura mubazi kuri gare {dt}", ("RURA izagenzura mubazi", "{dt}")),
           ("umuganda w'uku kwezi ni {dt}, duhurire kuri parking {tm}", ("umuganda w'uku kwezi", "{dt}")),
           ("Gutanga umusanzu wa Ukuboza birangira {nd}", ("umusanzu wa Ukuboza", "{nd}")),
           ("amahugurwa ya Police ku mutekano wo mu muhanda: {dt} {tm} i Remera", ("amahugurwa ya Police", "{dt}")),
           ("Comptable azatanga raporo y'imari {dy} {tm}", ("raporo y'imari", "{tm}")),
           ("Amafaranga y'ikimina azagabanywa {dt} nimugoroba", ("y'ikimina azagabanywa", "{dt}")),
           ("Deadline yo kwishyura assurance ni {nd}, nta kwihangana kwa Radiant", ("yo kwishyura assurance", "{nd}")),
           ("ubukwe bwa visi-perezida wacu ni {dt}, twese turatumiwe 🎉", ("ubukwe bwa visi-perezida", "{dt}")),
           ("Ibizamini bya permis ku bashya bizaba {dt} {tm} i Busanza", ("Ibizamini bya permis", "{dt}")),
           ("komite izahura na RURA {dy} {tm}", ("komite izahura na RURA", "{tm}")),
           ("Meeting with the SACCO manager is on {dt}, {tm}", ("SACCO manager", "{dt}"))],
    people=["Niyonzima Eric", "Uwimana Claudine", "Habimana Jean Bosco", "Mukamana Aline", "Nshimiyimana Patrick", "Ndayisaba Olivier",
            "Uwase Diane", "Hakizimana Emmanuel", "Mugisha Fabrice", "Nsengiyumva Théogène", "Iradukunda Samuel", "Twagirimana Innocent",
            "Mukeshimana Vestine", "Bizimana Alexis"],
    roles=[("Umubitsi mushya wa koperative ni {p}, MoMo zose zijye kuri we", "Umubitsi mushya"),
           ("{p} ni we comptable wacu guhera uyu munsi, fagitire zose ni kuri we", "comptable wacu"),
           ("Ushinzwe umutekano kuri parking ya gare ni {p}", "umutekano kuri parking"),
           ("{p} ni we visi-perezida mushya watowe ejo 👏", "visi-perezida mushya"),
           ("Chef wa parking ya Kimisagara: {p} 👮", "Chef wa parking ya Kimisagara"),
           ("ibibazo bya RURA n'ibya permis mubibwire {p}, ni we ubishinzwe", "ibibazo bya RURA"),
           ("Umunyamabanga wa komite ni {p}, raporo z'inama ni we uzazandika", "Umunyamabanga wa komite"),
           ("abinjira bashya bose bazahugurwa na {p}, ni we formateur", "formateur"),
           ("{p} ahagarariye abagore b'abamotari muri komite 💪", "abagore b'abamotari"),
           ("Ikimina gicungwa na {p} guhera ubu", "Ikimina gicungwa na"),
           ("admin w'iri tsinda ni {p}, ushaka kongerwamo abaze we", "admin w'iri tsinda"),
           ("Umuhuza wacu na Polisi ni {p}, ufashwe amuhamagare mbere", "Umuhuza wacu na Polisi"),
           ("Pour info: {p} est désormais notre trésorier adjoint", "trésorier adjoint")],
    tasks=["kujyana urutonde rw'abanyamuryango kuri RURA", "gufotora amakarita ya assurance ya bose", "kugura gilet 20 kuri Kwa Rubangura",
           "gukurikirana moto ya Kazungu yafatiwe i Gikondo", "kwandika ibaruwa isaba parking nshya i Remera",
           "gusura mugenzi wacu urwariye muri CHUK", "kuzana cachet ya koperative ku biro", "kwishyura facture ya internet y'ibiro",
           "gushyira urutonde rw'umusanzu kuri Excel", "guhamagara Radiant ku bijyanye na sinistre ya Jado",
           "kubaza Irembo impamvu amande atagaragara", "gutegura salle y'inama rusange", "kugura imitaka yo kuri parking",
           "gukusanya kopi za permis z'abinjira bashya"],
    asked=["ninde wafata iki: {a}? 🙏", "Bagenzi hakenewe umuntu wo {a}", "{a} — ntawe urabikora kugeza ubu 😩",
           "Perezida arasaba: {a}. Ushoboye yandike hano", "hari uwaboneka ejo ngo {a}?", "Rappel: {a} biracyategereje",
           "Tafadhali mtu mmoja: {a} 🙏 ndi mu kazi", "ninde ufite umwanya wo {a}? njye ndi i Musanze",
           "Can someone help with this please: {a}. urgent", "ntimwibagirwe ko tugikeneye umuntu wo {a} 🙏"],
    edits=[("Nimero ya MoMo ya koperative: {x}", "Nimero ya MoMo ya koperative: {y} (iya mbere yari ipfuye, mumbabarire)",
            "Nimero ya MoMo ya koperative", "tel"),
           ("MoMo Pay code y'umusanzu: {x}", "MoMo Pay code y'umusanzu: {y} ✅ nari nibeshye", "MoMo Pay code y'umusanzu", "mcode"),
           ("Konti ya koperative muri SACCO: {x}", "Konti ya koperative muri SACCO: {y} — nibeshye umubare umwe", "Konti ya koperative muri SACCO", "acct"),
           ("Plaque ya moto yibwe ejo i Gatsata: {x}, muyibonye muhamagare", "Plaque ya moto yibwe ejo i Gatsata: {y}, muyibonye muhamagare (nari nanditse nabi)",
            "Plaque ya moto yibwe", "plate"),
           ("Link ya formulaire yo kwiyandikisha: {x}", "Link ya formulaire yo kwiyandikisha: {y} (iya mbere ntikora)", "Link ya formulaire", "link"),
           ("Nimero ya dosiye yacu kuri RURA: {x}", "Nimero ya dosiye yacu kuri RURA: {y}", "dosiye yacu kuri RURA", "dossier"),
           ("Password ya WiFi y'ibiro: {x}", "Password ya WiFi y'ibiro: {y} 👍", "WiFi y'ibiro", "wifi"),
           ("Traffic Police ya Nyabugogo: {x}", "Traffic Police ya Nyabugogo: {y} iyi ni yo nyayo", "Traffic Police ya Nyabugogo", "tel")],
    changes=[("Inama ya komite ejo ni {x}", ["Inama ya komite yimuriwe {y}", "guhindura: inama ya komite ni {y}, si isaha nababwiye"],
              "inama ya komite", "hour"),
             ("Umusanzu w'isabukuru ni {x} ku muntu", ["Umusanzu w'isabukuru wahindutse, ubu ni {y}", "komite yisubiyeho: umusanzu w'isabukuru {y}"],
              "umusanzu w'isabukuru", "frw"),
             ("Bus ijyana abamotari mu mahugurwa i Huye izahaguruka {x}", ["Bus ijyana abamotari i Huye ubu izahaguruka {y}",
                                                                           "sorry: bus ijyana abamotari izahaguruka {y}"], "bus ijyana abamotari", "hour"),
             ("Versement ya buri munsi kuri moto za koperative ni {x}", ["Versement ya buri munsi yamanuwe, ni {y}",
                                                                          "ubu versement ya buri munsi ni {y}, byemejwe"], "versement ya buri munsi", "frw"),
             ("Aho duhurira ku muganda: {x}", ["Aho duhurira ku muganda hahindutse: {y}", "oya oya, aho duhurira ku muganda ni {y}"],
              "aho duhurira ku muganda", "place"),
             ("Gukusanya umusanzu birangira {x}", ["Gukusanya umusanzu byongerewe kugeza {y}", "mumbabarire: gukusanya umusanzu birangira {y}"],
              "gukusanya umusanzu", "date"),
             ("Igiciro cya gilet ku munyamuryango ni {x}", ["Igiciro cya gilet cyagabanutse: {y}", "uwacuruza yahinduye, igiciro cya gilet ni {y}"],
              "igiciro cya gilet", "frw"),
             ("Mubazi zizashyirwa kuri moto i {x}", ["Mubazi zizashyirwa kuri moto i {y}, si aho twari twavuze", "update: mubazi zizashyirwa kuri moto i {y}"],
              "mubazi zizashyirwa kuri moto", "garage")])

# The chatter: riders as it names them (never a fact's person), and places of Kigali.
_ABANTU = ["Kadogo", "Papa Gisele", "Maneko", "Bosco", "Kazungu", "Rasta", "Mzee Kalisa", "Toto", "Bebeto", "Shema", "Gakuba", "Fils",
           "Pacifique", "Kamali", "Jado", "Mama Keza", "Sultani", "Gasongo", "Muzehe", "Kiki"]
_AHANTU = ["Nyabugogo", "Kimisagara", "Giporoso", "Remera", "Kacyiru", "Kicukiro", "Sonatubes", "Kimironko", "Gikondo", "Nyamirambo",
           "mu mujyi", "Kanogo", "Rwandex", "Gatsata", "Kinamba", "Kisimenti", "Kabuga", "Kanombe", "Norvège", "Kwa Mutwe"]
_GUFI = ["yego", "Yego", "sawa", "sawa sawa", "ok", "OK", "okey", "👍", "👍👍", "🙏", "🙏🙏", "✅", "💪", "🔥🔥", "👌", "❤️", "😂", "😂😂😂",
         "🤣🤣", "Mwaramutse bagenzi", "mwaramutse", "mwiriwe", "Mwiriwe neza", "muraho", "amakuru?", "ni meza", "bite", "bite se?",
         "ni sawa", "poa", "safi", "mambo", "murakoze", "urakoze cyane", "merci boss", "merci", "d'accord", "ndaje", "ndi mu nzira",
         "niko njiani", "5 min", "ndi kuri gare", "haha", "hhhhh", "yoooh", "mbega", "ayiweee", "ihangane", "pole sana", "komera",
         "courage bagenzi", "bon courage", "Imana ishimwe", "amen", "Amina", "ni ukuri", "nibyo", "oya", "oya rwose", "sinabyumva",
         "sobanura", "uri he?", "ndahari", "nanjye", "reka ndebe", "nzakubwira", "tuzahura", "noneho?", "ese?", "lol", "bjr", "bonsoir",
         "asante", "karibu", "haraka", "bado", "tayari", "sorry", "thanks bro", "ndi busy", "nyuma", "ejo", "ubu", "Happy birthday muvandimwe 🎂🎉",
         "isabukuru nziza 🎂", "imvura iraguye 🌧️", "izuba ni ryinshi ☀️", "nta bagenzi uyu munsi", "akazi ni gake", "ni danger", "ok chef",
         "yego afande", "tugende", "turi kumwe 💪", "😴", "🙄", "😡", "😭😭", "ngaho", "byiza", "cyane", "eeh", "wapi", "hapana"]
_HAGATI = ["{n} uri he? umugenzi wawe aragutegereje", "imvura i {w} ni nyinshi, mwitonde ku muhanda", "embouteillage ya {w} ni danger uyu munsi",
           "police iri i {w} irimo gufata abadafite gilet", "uyu munsi nakoze course 3 gusa 😩", "{n} yakoze accident yoroheje i {w}, ameze neza",
           "ndashaka umuntu wangurisha kasike ya kabiri", "{n} ntiyitaba telefoni, hari ufite indi nimero ye?",
           "abagenzi b'i {w} barashaka kugabanya igiciro cyane", "{n} ndakwishyura ejo, ntacyo", "hari uzi garage nziza i {w}?",
           "moto yanjye yapfuye feri, ndi i {w}", "ndi kuri {w}, umugenzi yambuze amafaranga 🙄", "{n} wagarutse? twari tugukumbuye",
           "umuzungu yambajije niba moto ari Uber 😂😂", "umugenzi yansigiye umutaka kuri moto, nimumenya nyirawo", "ni nde ufite charger ya Tecno?",
           "{n} yabyaye!! 👶 Imana ishimwe", "APR yatsinze ejo 🔥⚽", "Rayon ni yo ikipe yanyu? hhhh", "derby ya ejo tuzayirebera he?",
           "mwibuke gukoresha ligne ya {w} mu gitondo, hari travaux", "essence yabuze kuri station ya {w}", "uyu munsi umuhanda wa {w} urafunze",
           "{n} yatumiye abantu ku bukwe bwa mushiki we", "nimundebere niba hari ukeneye umumotari i {w}", "wapi bro, abagenzi ni bake sana",
           "niko njiani kwenda {w}, traffic ni mingi", "police imbujije kujya kuri {w} nta gilet 😤", "{n} afite umugenzi ushaka kujya Kabuga",
           "umugenzi yishyuye MoMo ariko ntiyagera", "ndasaba imbabazi ku byabaye ejo kuri parking", "{n} ni we wambwiye ko ejo hari controle",
           "ese mwabonye itangazo rishya rya RURA?", "ndi kwa muganga, sinaza uyu munsi", "{n} wabonye ya gilet natakaje?", "mumfashe gusengera mama urwaye 🙏"]
# Whole messages in French, English or Swahili.
_INDIMI = ["Bonjour à tous, quelqu'un a vu mon casque bleu?", "Je suis bloqué à Kacyiru, il pleut trop", "Guys be careful, police checkpoint at Kinamba",
           "Habari zenu wanachama? leo kazi ni ngumu sana", "Good morning team, God bless our work today 🙏", "svp arrêtez d'envoyer des stickers 😂",
           "Asanteni sana kwa msaada wenu jana", "who has a passenger going to Kanombe airport?", "Désolé pour le retard, j'avais un client à Kabuga",
           "Mvua inanyesha sana Nyabugogo, mkuwe makini", "congratulations bro 🎉 you deserve it", "c'est pas normal ce qu'ils font à la gare"]
_IBIBAZO = {"uri", "ni", "ese", "hari", "ninde", "mwabonye", "wabonye", "wagarutse", "nimundebere"}
_URUBYIRUKO = ["bro ni bite", "mwana uyu munsi ni fire 🔥", "nta cash, MoMo gusa", "ndi broke 😂", "ko mutavuga?", "ni njye njyenyine ukora se",
               "wallah", "bakuru banjye muraho", "mbabarira bro", "ndagukunda muvandimwe 😂", "reka nkwereke video", "ejo ni weekend 🍻",
               "who is coming to the match?", "c'est la vie 🤷‍♂️", "hahahaha ni wowe", "sinzi ibyo", "naraye ntaryamye", "ndi hano kuri story 😎",
               "tiktok yanjye iri hafi kuzura followers 1k", "niko mtoto wa mjini 😂", "mpa ka 2k ndakwishyura ejo"]
_MZEE = ["Bagenzi banjye muraho", "njye natangiye kunyonga igare mbere y'uko nyonga moto, mu 1998", "icyo gihe nta kasike, nta gilet, nta mubazi",
         "twatwaraga abagenzi babiri kuri moto imwe, ubu byaba ari amande", "Polisi yaraje itwigisha ko umutekano ari wo wa mbere",
         "koperative yacu yatangiye turi abantu cumi na babiri gusa kuri gare", "ubu tugeze kure, dufite SACCO, dufite ikimina",
         "ariko abana b'ubu bihuta cyane, bagendera kuri trottoir", "mwibuke ko umugenzi ari umwami", "sinshaka kumva ngo hari uwafashwe yasinze",
         "ndabasabye mwubahane kuri parking, nta mirwano", "Imana ibahe umugisha mwese", "mumbabarire ko nanditse birebire"]
_ITANGAZO = ["📢 ITANGAZO", "Polisi y'u Rwanda iributsa abamotari bose ko kwambara kasike no guha umugenzi kasike ari itegeko.",
             "RURA iramenyesha abatwara abagenzi kuri moto ko bagomba kugira ibyangombwa byuzuye igihe cyose.",
             "Abatwara moto basabwe kudaparika ahatagenewe, cyane cyane hafi ya gare ya Nyabugogo.",
             "Riders are reminded that carrying more than one passenger is strictly prohibited.",
             "Il est rappelé aux conducteurs de taxi-moto que le gilet réfléchissant est obligatoire.",
             "Uzafatwa atubahiriza aya mabwiriza azahanwa hakurikijwe amategeko.",
             "Ku bindi bisobanuro mwahamagara umurongo utishyurwa 113.", "— Ubuyobozi"]
_ITEGEKO = ("⚠️ IBUTSA RYA KOMITE: umusanzu wishyurwa kuri MoMo ya koperative GUSA, ntimuhe umuntu cash mu ntoki. Nimwohereza, "
            "mushyire screenshot hano mu itsinda kugira ngo comptable abandike. Gilet na kasike buri gihe! Murakoze 🙏 — Komite")
_INDAMUTSA = "Mwaramutse bagenzi b'umwuga 🏍️🙏"
_LINKS = ["https://irembo.gov.rw/home/citizen/all_services kwishyura amande ni hano", "https://x.com/Rwandapolice/status/{n} itangazo rishya rya polisi",
          "https://www.rura.rw/index.php?id={m} amabwiriza mashya", "https://youtu.be/{k} reba iyi video y'abamotari b'i Musanze 😂",
          "https://vm.tiktok.com/{k}/ hhhhh uyu ni Toto", "https://maps.app.goo.gl/{k} aho garage iri", "https://www.igihe.com/amakuru/article{m}.html musome",
          "https://chat.whatsapp.com/{k} itsinda ry'abamotari ba Remera (forwarded)"]
_BOT = ["Byanditswe ✍️", "Nabyanditse.", "Sinshobora kumva voice note, mwandike 🙏", "Nzabibutsa hafi y'itariki.", "Noted 👍"]
_AMAZINA_MOMO = ["KOTUNYA COOP", "UWERA M", "NDAHIRO J", "KALISA E", "MUTONI G", "GATETE P"]
_GARAGES = ["Gikondo", "Rwandex", "Sonatubes", "Kimisagara", "Kinamba", "Gatsata", "Kicukiro Centre", "Kanogo"]
_AHO = ["kuri parking nkuru ya gare", "imbere ya Kwa Rubangura", "ku biro by'akagari ka Kimisagara", "kuri sitasiyo ya Kobil", "kuri Nyabugogo Ruhurura",
        "ku isoko rya Nyabugogo", "kuri paruwasi ya Kimisagara", "kuri gare ya Nyabugogo ku muryango wa 2"]
_KEYS = "qwertyuiopasdfghjklzxcvbnm"


class _Motari:
    """One chat's draws and the cooperative's ways of talking."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.p = Planter(rng, _MOTARI, self.slot, self.value)

    def plant(self, kind: str) -> Planted:
        """A fact as the planter words it, now and then all in lower case."""
        p = self.p(kind)
        if p is not None and self.rng.random() < 0.12:
            return p[0].lower(), p[1], p[2]
        return p

    # -- formats ----------------------------------------------------------------------------

    def frw(self, n: int) -> str:
        """Francs: "5,000 Frw", "5000 frw", "RWF 5,000", "5.000 FRW", "amafaranga 5000", "5k"."""
        ways = [f"{grouped(n, ',')} Frw", f"{n} frw", f"RWF {grouped(n, ',')}", f"{grouped(n, '.')} FRW", f"amafaranga {n}",
                f"{grouped(n, ',')} Rwf", f"Frw {grouped(n, ',')}"]
        if n % 100 == 0 and 1000 <= n < 1_000_000:
            ways += [f"{n / 1000:g}k", f"{n / 1000:g}k"]
        return self.rng.choice(ways)

    def umunsi(self, n: int) -> date:
        return date(2026, 12, 1) + timedelta(days=n)

    def dt(self, n: int) -> str:
        """A date: "tariki 12 Ukuboza", "ku wa gatanu tariki 12", "12/12", "le 12 décembre", "12 Dec"."""
        d = self.umunsi(n)
        return self.rng.choice([f"tariki {d.day} {_UKWEZI[d.month]}", f"{_IMINSI[d.weekday()]} tariki {d.day}/{d.month}",
                                f"{d.day:02d}/{d.month:02d}", f"le {d.day} {_MOIS[d.month]}", f"{d.day} {_EN[d.month]}",
                                f"{_IMINSI[d.weekday()]} tariki {d.day} {_UKWEZI[d.month]}"])

    def nd(self, n: int) -> str:
        """A deadline: "tariki 12/12/2026", "12 Ukuboza 2026", "12.12.2026"."""
        d = self.umunsi(n)
        return self.rng.choice([f"tariki {d.day:02d}/{d.month:02d}/{d.year}", f"{d.day} {_UKWEZI[d.month]} {d.year}", f"{d:%d.%m.%Y}"])

    def isaha(self, h: int, half: bool = False) -> str:
        """A time: "saa tatu za mu gitondo", "saa munani n'igice", "14h00", "14:30", "saa 15h"."""
        r = self.rng
        part = "za mu gitondo" if h < 12 else ("z'amanywa" if h < 17 else "z'umugoroba")
        if half:
            return r.choice([f"saa {_SAA[h]} n'igice", f"{h}h30", f"{h}:30", f"saa {h}h30"])
        return r.choice([f"saa {_SAA[h]} {part}", f"saa {_SAA[h]}", f"{h}h00", f"{h}:00", f"saa {h}h"])

    # -- the facts' values ------------------------------------------------------------------

    def slot(self, k: str) -> str:
        r, f = self.rng, self.p.fresh
        slots: dict[str, Callable[[], str]] = {
            "fuel": lambda: self.frw(f("fuel", 1550, 1990)), "big": lambda: self.frw(f("big", 300, 4000) * 1000 + r.choice([0, 0, 500])),
            "fare": lambda: self.frw(f("fare", 8, 25) * 100), "mem": lambda: str(f("mem", 120, 320)),
            "fine": lambda: self.frw(f("fine", 5, 30) * 1000), "ins": lambda: self.frw(f("ins", 90, 260) * 1000),
            "caught": lambda: str(f("caught", 4, 40)), "loan": lambda: self.frw(f("loan", 50, 500) * 1000),
            "moto": lambda: self.frw(f("moto", 1300, 2100) * 1000), "daily": lambda: self.frw(f("daily", 50, 120) * 100),
            "helmet": lambda: self.frw(f("helmet", 15, 45) * 1000), "um": lambda: str(f("um", 40, 190)),
            "fee": lambda: self.frw(f("fee", 5, 20) * 100), "big2": lambda: f"RWF {grouped(f('big2', 40, 400) * 5000, ',')}",
            "dt": lambda: self.dt(f("d", 2, 100)), "nd": lambda: self.nd(f("d", 2, 100)),
            "tm": lambda: self.isaha(f("h", 7, 19), r.random() < 0.25),
            "dy": lambda: r.choice(["ejo", "ejo bundi", "ku wa mbere", "ku wa kane", "ku cyumweru", "demain", "ku wa gatandatu", "tomorrow"])}
        return slots[k]()

    def value(self, kind: str) -> str | None:
        r, f = self.rng, self.p.fresh

        def tel() -> str:
            n = f"7{r.choice('8923')}{r.randrange(10**6, 10**7)}"  # the nine digits after +250
            return r.choice([f"0{n}", f"+250 {n[:3]} {n[3:6]} {n[6:]}", f"0{n[:3]} {n[3:6]} {n[6:]}", f"250{n}"])

        def hour() -> str:
            h, half = divmod(f("hour", 14, 38), 2)
            return self.isaha(h, bool(half))

        def plate() -> str:
            return f"R{r.choice('CDEF')} {r.randrange(100, 1000)} {r.choice('ABCDEFGHJKLMNPRSTUVWXYZ')}"

        draws: dict[str, Callable[[], str]] = {
            "tel": tel, "mcode": lambda: r.choice([f"*182*8*1*{r.randrange(100000, 1000000)}#", str(r.randrange(100000, 1000000))]),
            "acct": lambda: f"4{r.randrange(100, 1000)}-{r.randrange(10**6, 10**7)}-{r.randrange(10, 100)}", "plate": plate,
            "link": lambda: r.choice([f"https://forms.gle/{code(r, 10)}", f"https://bit.ly/kotunya-{code(r, 5)}"]),
            "dossier": lambda: f"RURA/MOT/{r.randrange(2025, 2027)}/{r.randrange(10000, 100000)}",
            "wifi": lambda: r.choice([f"Kotunya@{r.randrange(100, 10000)}", f"moto{code(r, 6)}", f"Nyabugogo_{code(r, 4)}"]),
            "hour": hour, "frw": lambda: self.frw(f("frwx", 10, 150) * 100), "place": lambda: r.choice(_AHO),
            "date": lambda: self.dt(f("d", 2, 100)), "garage": lambda: r.choice(_GARAGES)}
        return self.p.apart(draws[kind]) if kind in draws else None

    # -- chatter ----------------------------------------------------------------------------

    def typo(self, text: str) -> str:
        """`text` as a thumb on a moving bike types it: a letter dropped, doubled or slipped."""
        r = self.rng
        if len(text) < 6 or r.random() > 0.3:
            return text
        i = r.randrange(1, len(text) - 1)
        if not text[i].isalpha():
            return text
        return r.choice([text[:i] + text[i + 1:], text[:i] + text[i] + text[i:], text[:i] + r.choice(_KEYS) + text[i + 1:]])

    def hagati(self) -> str:
        r = self.rng
        said = r.choice(_HAGATI).format(n=r.choice(_ABANTU), w=r.choice(_AHANTU))
        if r.random() < 0.15:
            more = r.choice(_HAGATI).format(n=r.choice(_ABANTU), w=r.choice(_AHANTU))
            said += r.choice([". ", " kandi ", ", ikindi "]) + more[0].lower() + more[1:]
        return self.typo(tidied(r, said, 0.3, _IBIBAZO, [".", "!", " 🙏", "...", " 😂", "", " 🏍️"]))

    def momo(self) -> str:
        """An MTN MoMo or Airtel Money receipt, pasted from the SMS."""
        r = self.rng
        d = self.umunsi(r.randrange(0, 60))
        amount, fee = r.randrange(5, 120) * 500, r.choice([0, 100, 250])
        when = f"{d:%Y-%m-%d} {r.randrange(6, 22):02d}:{r.randrange(0, 60):02d}:{r.randrange(0, 60):02d}"
        if r.random() < 0.7:
            body = (f"*164*S*Y'ello, {amount:,} RWF transferred to {r.choice(_AMAZINA_MOMO)} (2507{r.randrange(10**7, 10**8)}) at {when}. "
                    f"Fee was: {fee} RWF. Balance: {r.randrange(1, 300) * 100:,} RWF. FTId: {r.randrange(10**10, 10**11)}.*EN#")
        else:
            body = (f"Airtel Money: Wohereje {amount:,} RWF kuri {r.choice(_AMAZINA_MOMO)} {when}. Trans ID: MP{r.randrange(10**9, 10**10)}. "
                    f"Asigaye: {r.randrange(1, 300) * 100:,} RWF")
        return body + r.choice(["", "\numusanzu wanjye wa Ukuboza", "\nni ikimina", "\ncomptable ndebera niba byageze", "\nmfite ideni rya 2 🙏"])

    def urutonde(self) -> str:
        """The contribution list, as the accountant pastes it."""
        r = self.rng
        rows = "\n".join(f"{i}. {n} — {r.choice(['✅ yishyuye', '✅ yishyuye', '❌ ntarishyura', f'yishyuye {r.randrange(1, 5)}k', '⏳ igice'])}"
                         for i, n in enumerate(r.sample(_ABANTU, r.randrange(6, 12)), 1))
        return f"URUTONDE RW'ABISHYUYE — {r.choice(['Ukuboza', 'Mutarama', 'icyumweru gishize'])}\n{rows}" + r.choice(
            ["", "\n\nutari ku rutonde anyandikire", "\n\nmurebe amazina yanyu", "\n\n— Comptable"])

    def zafashwe(self) -> str:
        """The bikes the police impounded, with their plates."""
        r = self.rng
        rows = "\n".join(f"• R{r.choice('CDEF')} {r.randrange(100, 1000)} {r.choice('ABCDEFGHJKLMNPRSTUVWXYZ')} — {r.choice(['nta gilet', 'nta permis', 'abagenzi 2', 'parking mbi', 'nta assurance'])}"
                         for _ in range(r.randrange(2, 6)))
        return r.choice(["Moto zafashwe uyu munsi 🚨", "Forwarded: moto ziri kuri station ya polisi", "Liste ya moto zafashwe"]) + "\n" + rows + r.choice(
            ["", "\nbene zo mujye Remera", "\nmuhamagare komite"])

    def forwarded(self) -> str:
        """A notice forwarded from another group."""
        r = self.rng
        return r.choice(["↪️ Forwarded\n", "Forwarded many times\n", "", "ni byo bimaze kunzamo:\n"]) + letter(r, _ITANGAZO, sep="\n")

    def ibinyoma(self) -> str:
        """Chatter with numbers, names, dates and times that plants nothing."""
        r = self.rng
        return r.choice([f"ejo nakoreye {self.frw(r.randrange(8, 30) * 1000)} kuva mu gitondo 💪", f"umugenzi yanyishyuye {r.randrange(5, 9)}00 gusa ngo ni hafi",
                         f"{r.choice(_ABANTU)} yaguze moto ya kabiri ya {self.frw(r.randrange(900, 1500) * 1000)}",
                         f"nzajya iwacu i Rubavu {self.dt(r.randrange(0, 90))}", f"{r.choice(_ABANTU)} azagaruka {self.isaha(r.randrange(7, 19))}",
                         f"isabukuru ya {r.choice(_ABANTU)} ni {self.dt(r.randrange(0, 90))} 🎂", f"feri nshya yantwaye {self.frw(r.randrange(3, 15) * 1000)} i Gikondo",
                         f"nabyutse {self.isaha(r.randrange(7, 9))} uyu munsi, nakererewe", f"ku cyumweru nakoze course {r.randrange(5, 25)}",
                         f"pine ya moto iragura {self.frw(r.randrange(15, 40) * 1000)} ubu", f"match ya APR ni {self.isaha(r.randrange(15, 19))}"])

    def ifoto(self) -> Said:
        r = self.rng
        d = self.umunsi(r.randrange(0, 90))
        return (r.choice(["", "", "reba aha 😳", "accident ya Kinamba", "gilet nshya", "umurongo wa gare uyu munsi", "screenshot ya MoMo",
                          "itangazo rimanitse ku biro", "moto yanjye nshya 😎", "imvura i Nyabugogo"]),
                media("photo", f"IMG-{d:%Y%m%d}-WA{r.randrange(0, 9999):04d}.jpg", "image/jpeg", r.randrange(50_000, 3_500_000)))

    def ikindi(self) -> Said:
        r = self.rng
        d = self.umunsi(r.randrange(0, 90))
        kind = r.choice(["video", "voice", "voice", "voice", "voice", "sticker", "sticker", "document"])
        if kind == "video":
            return (r.choice(["", "reba uko byagenze 😱", "police kuri Kwa Mutwe", "hhhh uyu mugenzi"]),
                    media("video", f"VID-{d:%Y%m%d}-WA{r.randrange(0, 9999):04d}.mp4", "video/mp4", r.randrange(700_000, 30_000_000)))
        if kind == "voice":
            return (r.choice(["", "", "", "ndi gutwara, umve voice", "umva perezida", "sorry nta bundle"]),
                    media("voice", f"PTT-{d:%Y%m%d}-WA{r.randrange(0, 9999):04d}.opus", "audio/ogg", r.randrange(6_000, 1_000_000)))
        if kind == "sticker":
            return "", media("sticker", f"STK-{d:%Y%m%d}-WA{r.randrange(0, 9999):04d}.webp", "image/webp", r.randrange(8_000, 90_000))
        name, text = r.choice([("Amategeko_ya_koperative.pdf", "amategeko yacu"), ("Raporo_y_imari_2026.pdf", ""), ("Umusanzu_Ukuboza.xlsx", "comptable"),
                               ("RURA_amabwiriza_moto.pdf", "musome"), ("Ifishi_y_inguzanyo.docx", "muyuzuze")])
        mime = {"pdf": "application/pdf", "xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
                "docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document"}[name.rsplit(".", 1)[1]]
        return text, media("document", name, mime, r.randrange(30_000, 2_000_000))

    def chatter(self) -> Said:
        r = self.rng
        makers: list[Any] = [
            (lambda: (r.choice(_GUFI), None)), (lambda: (self.hagati(), None)), (lambda: (self.typo(r.choice(_URUBYIRUKO)), None)),
            (lambda: (self.momo(), None)), (lambda: (self.urutonde(), None)), (lambda: (self.zafashwe(), None)),
            (lambda: (self.forwarded(), None)), (lambda: (ramble(r, _MZEE, 5, " "), None)), (lambda: (_ITEGEKO, None)),
            (lambda: (r.choice(_LINKS).format(k=code(r, 10), n=r.randrange(10**18, 10**19), m=r.randrange(1000, 99999)), None)),
            (lambda: (f"{_INDAMUTSA} {self.hagati()}", None)), (lambda: (self.ibinyoma(), None)), self.ifoto, self.ikindi,
            (lambda: (self.typo(r.choice(_INDIMI)), None))]
        weights = [28, 30, 9, 3, 1.4, 1.3, 2, 3.2, 1.8, 2.5, 2.5, 7, 6, 7, 5]
        return r.choices(makers, weights)[0]()  # type: ignore[no-any-return]

    def wrap(self, text: str) -> str:
        r = self.rng
        return r.choice([f"{_INDAMUTSA} {text}", f"{text}\n\n{_ITEGEKO}", f"{ramble(r, _MZEE, 3, ' ')} ikindi kandi, {text}",
                         f"Ibyavuye mu nama:\n1) {text}\n2) {self.hagati()}", f"{text} 🙏", f"{text}\n— Perezida wa koperative",
                         f"URGENT‼️ {text}", f"{text}\nmubwire n'abatari muri group", f"📌 {text}", f"{text} murakoze bagenzi."])


def generate(seed: int, chats: int, messages: int, ids: Ids | None = None, fact_share: float = 0.07) -> list[Chat]:
    return family_chats(NAME, seed, chats, ids, lambda rng, chat_id: _chat(rng, chat_id, messages, fact_share))


def _chat(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    m = _Motari(rng)
    people = [f"2507{rng.choice(['8', '9', '2', '3'])}{rng.randrange(10**6, 10**7)}" for _ in range(rng.randrange(15, 45))]

    # A rider's day: busy from dawn to the evening rush, short gaps between rides, quiet at night.
    def gap() -> int:
        return rng.randrange(10, 1500) if rng.random() > 0.08 else rng.randrange(4 * 3600, 11 * 3600)

    voice = Voice(m.plant, m.chatter, m.wrap, 0.25, lambda: rng.choice(_BOT), 0.03, gap, (4, 36))
    return assemble(rng, chat_id, n, fact_share, NAME, people, voice)
