"""The vanila family: the WhatsApp group of a vanilla growers' cooperative near Sambava (SAVA, Madagascar), in Malagasy (official and northern) and French.

Written for batch 22 by a writer who did not read the summarizer, and run on no summarizer when
it was written: a held-out family. The "Koperativa Lavanila Tsara Bemarivo" gathers some forty
planters of the villages up the Bemarivo river above Sambava, the curers (mpandrahoana, the
"préparateurs") who kill, sweat and dry the pods, the cooperative's secretary who keeps the
register and the MVola payments, its president, and the buyer of an exporter in Antalaha who
writes French. The season in the chat is the end of the year: the flowers are being
pollinated by hand, last year's cured stock is being sorted, weighed and sold, the
plantations are guarded at night against thieves, the cyclones are on their way. They write
Malagasy the official way ("Tsy maintsy tonga daholo ny mpikambana") and the northern way
("zaho tsy afaka", "tsisy vaovao", "bôka any Andapa", "aia ianareo?"), mostly without
diacritics and with typos, mixed with French words ("le prix", "la pesée", "d'accord") and
whole French messages from the buyer and the bureau. Money is "75 000 Ar", "Ar 75.000",
"75000 ariary", "MGA 75 000", "75 arivo" and, for the big advances, "12,5 tapitrisa"; kilos
are "kg", "kilao" and "kilo", of green (maitso) or cured (maina, voahandro) vanilla; dates are
"15 Desambra", "Alakamisy 17/12", "le 17 décembre"; times "amin'ny 8 ora maraina", "2 ora sy
sasany tolakandro", "14h30". Pasted: the delivery register, the MVola payment list, the
cyclone bulletin, the market prices of rice by the kapoaka, forwarded ministry notices; links
to Facebook, YouTube, news sites and maps; photos of pods, voice notes, stickers. A third of
its facts are typed without diacritics (their probes the same way).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from datetime import date, timedelta

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

NAME = "vanila"
LANGUAGE = "mg"
# Messages per chat by default: a season's worth of talk, about 20 facts at the usual share.
MESSAGES = 300

_VOLANA = {12: "Desambra", 1: "Janoary", 2: "Febroary", 3: "Martsa"}
_MOIS = {12: "décembre", 1: "janvier", 2: "février", 3: "mars"}
_ANDRO = ["Alatsinainy", "Talata", "Alarobia", "Alakamisy", "Zoma", "Sabotsy", "Alahady"]
_JOUR = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]
_PLAIN = str.maketrans("àâäáéèêëîïìíôöòóùûüúçñÀÂÉÈÊÔÎÇÑ", "aaaaeeeeiiiioooouuuucnAAEEEOICN")


def _plain(text: str) -> str:
    """`text` as a phone without the accents types it."""
    return text.translate(_PLAIN)


_KOOP = Wording(
    topics=[("fitaterana ny lavanila maina mankany Antalaha", ["fiaran'ny koperativa, arahin'ny zandary roa", "taxi-brousse, olona telo no miaraka aminy",
                                                              "ny kamiao an'ny exportateur no maka eto Sambava"]),
            ("fiambenana ny tanimboly amin'ny alina", ["olona efatra isaky ny tanàna, mifandimby", "mpiambina karamaina avy amin'ny fokontany",
                                                       "samy miambina ny azy ny tompon-tany"]),
            ("fomba fandoavam-bola amin'ny tantsaha", ["MVola avokoa, tsy misy vola tanana", "vola tanana ao amin'ny birao, misy sonia",
                                                       "antsasany mialoha, ny ambiny aorian'ny varotra"]),
            ("famantarana ny lavanila maitso", ["marika vaovao isaky ny mpikambana, soratana ao amin'ny registre", "marika tokana an'ny koperativa",
                                                "tsy asiana marika fa sary sy lisitra"]),
            ("fizarana ny tombony amin'ity taona ity", ["araka ny kilao natolotry ny tsirairay", "mitovy avokoa ny mpikambana",
                                                       "atao fanamboarana ny trano fandrahoana"]),
            ("toerana hanaovana ny fivoriambe", ["ao amin'ny efitrano fiangonana Sambava", "any Farahalana, ao amin'ny EPP", "eo ambanin'ny manga be eto amin'ny birao"]),
            ("boaty étuvage", ["boaty hazo kesika vaovao roapolo", "ampindramin'ny préparateur any Antalaha", "bodofotsy sy bâche toy ny taloha"]),
            ("fonosana hanaterana", ["carton misy taratasy sulfurisé", "malle vy an'ny exportateur", "gony plastika mainty vaovao"]),
            ("tanimboly modely ho an'ny fampiofanana", ["ilay eo akaikin'ny CEG Ambodivoara", "ny an'ny koperativa any Anjangoveratra", "any Nosiarina, amoron'ny renirano"]),
            ("fête de fin d'année de la coopérative", ["pique-nique au bord de la Bemarivo", "repas à la salle paroissiale, chacun apporte un plat",
                                                       "pas de fête cette année, on garde l'argent pour les boîtes"]),
            ("fanampiana ho an'ny voan'ny rivodoza", ["vary iray gony isaky ny tokantrano", "vola avy amin'ny caisse de solidarité", "tafo vy sy fantsika ho an'ny trano rava"])],
    decided=["Vita ny fivoriana omaly: {s} → {c}. Tsy miova intsony izany", "ok tapaka ny resaka tompoko, {s}: {c} 👍",
             "Décision du bureau — {s} : {c}.", "nifanarahana omaly hariva fa {s} dia {c}", "{S} : {c}. izay no lany tamin'ny vote 🗳️",
             "Nanambara ny filoha: {s} — {c}. Mazotoa daholo", "zay tapaka e, {s} dia {c}, aza miady intsony 😅",
             "Le bureau a tranché pour {s} : {c}. Merci à tous", "FANAPAHAN-KEVITRA\n{S}: {c}\n(lany tamin'ny fivorian'ny birao)"],
    numbers=[("Vidin'ny lavanila maitso androany eto Sambava: {ar} ny kilao", ("Vidin'ny lavanila maitso", "{ar}")),
             ("lavanila maina natolotra ny exportateur tamin'ity herinandro ity: {kg}", ("natolotra ny exportateur", "{kg}")),
             ("Prix d'achat de la vanille préparée chez nous : {ar2} le kilo, qualité TK", ("vanille préparée chez nous", "{ar2}")),
             ("mpikambana {n} izao no efa nandoa ny latsakemboka", ("nandoa ny latsakemboka", "{n}")),
             ("ny latsakemboka isam-bolana dia {ar3} isaky ny mpikambana", ("latsakemboka isam-bolana", "{ar3}")),
             ("lavanila maitso voangona tao Farahalana: {kg2} 👏", ("voangona tao Farahalana", "{kg2}")),
             ("ny karaman'ny mpiambina dia {ar4} isan'alina", ("karaman'ny mpiambina", "{ar4}")),
             ("Taux d'humidité mesuré sur le stock : {pct}%", ("Taux d'humidité mesuré", "{pct}%")),
             ("lavanila nangalarina tany Ampahana omaly alina: {kg3} maitso 😡", ("nangalarina tany Ampahana", "{kg3}")),
             ("tahiry ao amin'ny magazay izao: {kg4} lavanila efa voahandro", ("tahiry ao amin'ny magazay", "{kg4}")),
             ("sarany fitaterana Sambava–Antalaha isaky ny malle: {ar5}", ("fitaterana Sambava–Antalaha", "{ar5}")),
             ("Longueur minimale pour la catégorie 1 : {cm} cm", ("Longueur minimale", "{cm} cm")),
             ("voninkazo nambadiana androany tao Antsahanoro: {fl} 🌸", ("nambadiana androany tao Antsahanoro", "{fl}")),
             ("avance azo avy amin'ny exportateur: {big}", ("avance azo avy amin'ny exportateur", "{big}")),
             ("boaty ampiasaina amin'ny fanamasahana izao: {bx}", ("boaty ampiasaina amin'ny fanamasahana", "{bx}"))],
    dates=[("Ny fivoriambe isan-taona dia ny {dt} amin'ny {tm}, tonga daholo", ("fivoriambe isan-taona", "{dt}")),
           ("ho avy hijery ny stock ilay acheteur avy any Antalaha {dy} {tm}", ("ilay acheteur avy any Antalaha", "{tm}")),
           ("La pesée officielle est prévue le {dtf} à {hh}", ("pesée officielle", "{dtf}")),
           ("fanokafana ny tsena lavanila maitso: {dt}", ("fanokafana ny tsena", "{dt}")),
           ("ny fandoavana ny vola amin'ny tantsaha dia {dt}, amin'ny MVola", ("fandoavana ny vola amin'ny tantsaha", "{dt}")),
           ("Fampiofanana momba ny fandrahoana: {dy} {tm} ao amin'ny birao", ("Fampiofanana momba ny fandrahoana", "{tm}")),
           ("Contrôle qualité de l'exportateur : {dtf}, tout le stock doit être trié", ("Contrôle qualité de l'exportateur", "{dtf}")),
           ("fetra farany hametrahana ny antontan-taratasy carte de planteur: {nd}", ("carte de planteur", "{nd}")),
           ("ho tonga eto ny agent an'ny Minisitera hanisa ny tanimboly {dt}", ("agent an'ny Minisitera", "{dt}")),
           ("fanadiovana ny trano fandrahoana {dy} {tm}, mitondra angady sy kifafa", ("fanadiovana ny trano fandrahoana", "{tm}")),
           ("Vaccination des enfants des membres au CSB : {dtf}", ("Vaccination des enfants", "{dtf}")),
           ("ny sary ho an'ny karatra mpikambana dia alaina {dt} {tm}", ("karatra mpikambana", "{dt}"))],
    people=["Rakotondrabe Jean Claude", "Razafindrakoto Hanitra", "Randrianasolo Fidy", "Rasoanirina Lalao", "Tsaratiana Bernadette", "Jaofera Rivo",
            "Bezara Modeste", "Soanaivo Claudine", "Tombozara Nirina", "Velonjara Sylvain", "Fenomanana Odile", "Zafisoa Mamy", "Tsimanova Léonce",
            "Soazara Marcelline", "Ratsimbazafy Toky", "Jaomanana Albert"],
    roles=[("{p} no sekretera vaovao an'ny koperativa manomboka androany", "sekretera vaovao"),
           ("ny mpitahiry vola izao dia {p}, aminy ny MVola", "mpitahiry vola"),
           ("Pour le tri des gousses, c'est {p} qui décide", "tri des gousses"),
           ("{p} no mpanelanelana amin'ny exportateur any Antalaha", "mpanelanelana amin'ny exportateur"),
           ("ny lakilen'ny magazay dia eo amin'i {p}", "lakilen'ny magazay"),
           ("lehiben'ny mpiambina any Ampahana: {p}", "lehiben'ny mpiambina"),
           ("{p} no mpandrahoana voaray ho an'ity campagne ity", "mpandrahoana voaray"),
           ("Raha misy olana amin'ny MVola dia antsoy {p}", "olana amin'ny MVola"),
           ("{p} no mitazona ny registre des ventes", "registre des ventes"),
           ("Le commissaire aux comptes cette année sera {p}", "commissaire aux comptes"),
           ("solontenan'ny vehivavy ao amin'ny birao: {p}", "solontenan'ny vehivavy"),
           ("mpampiofana ho an'ny tanora: {p}, mahay tsara izy", "mpampiofana ho an'ny tanora")],
    tasks=["maka ny mizana vaovao any Sambava", "manoratra ny lisitry ny mpikambana tsy mbola nandoa", "mampiditra ny lavanila maina ao anaty malle",
           "miantso ny zandary momba ny fiambenana any Antsahanoro", "manasa ny lamba fanahazana", "mandefa ny sarin'ny stock amin'ilay acheteur",
           "mamerina ny seza nindramina tany amin'ny fiangonana", "mameno ny formulaire an'ny CTHT", "mividy gony sy tady vaovao",
           "manamboatra ny tafon'ny trano fandrahoana", "mandoa ny faktioran'ny JIRAMA", "mividy crédit ho an'ny routeur an'ny birao",
           "mitondra ny thermomètre any amin'ny préparateur", "mandika amin'ny teny frantsay ny PV ny fivoriana"],
    asked=["iza no afaka {a}? 🙏", "Mila olona hanao ity: {a}. Iza no malalaka?", "mbola tsy misy manao: {a} 😩",
           "azafady misy afaka {a} ve rahampitso?", "Qui peut s'occuper de ça : {a} ? merci d'avance", "rappel: {a} — mbola tsy vita",
           "ry namana, {a}, mbola miandry olona", "zaho tsy afaka fa any Andapa: {a}, iza no hanao?"],
    edits=[("Laharana MVola an'ny koperativa: {x}", "Laharana MVola an'ny koperativa: {y} (diso ilay teo aloha, miala tsiny)", "Laharana MVola an'ny koperativa", "tel"),
           ("Compte BOA de la coopérative : {x}", "Compte BOA de la coopérative : {y} — corrigé", "Compte BOA de la coopérative", "acct"),
           ("Code ny cadenas ny magazay: {x}", "Code ny cadenas ny magazay: {y}, nisy diso kely", "cadenas ny magazay", "pin"),
           ("Laharan'ny lot ho an'ny exportateur: {x}", "Laharan'ny lot ho an'ny exportateur: {y} ✅", "Laharan'ny lot", "lot"),
           ("Ny plaque ny fiara mitondra entana: {x}", "Ny plaque ny fiara mitondra entana: {y} (ity no marina)", "plaque ny fiara mitondra entana", "plate"),
           ("Lien du formulaire d'inscription : {x}", "Lien du formulaire d'inscription : {y} (l'autre ne marchait pas)", "formulaire d'inscription", "link"),
           ("Laharan'ny permis de collecte: {x}", "Laharan'ny permis de collecte: {y}, io no ao amin'ny taratasy", "permis de collecte", "permis"),
           ("Mot de passe wifi ny birao: {x}", "Mot de passe wifi ny birao: {y} 😅 diso typing", "wifi ny birao", "wifi")],
    changes=[("Ny fivoriana birao rahampitso dia {x}", ["ovaina ny ora: fivoriana birao {y}", "miala tsiny, ny fivoriana birao dia {y} fa tsy ilay nolazaiko"],
              "fivoriana birao", "hour"),
             ("Ny vidin'ny lavanila maina raisin'ilay acheteur: {x} ny kilao",
              ["niova indray: ny vidin'ny lavanila maina {y} ny kilao, hoy ilay acheteur", "Correction du buyer : vidin'ny lavanila maina = {y} le kilo"],
              "vidin'ny lavanila maina", "ar"),
             ("Ny kamiao ho any Antalaha dia miainga {x}", ["ovaina: ny kamiao ho any Antalaha miainga {y}", "Changement, ny kamiao ho any Antalaha part {y}"],
              "kamiao ho any Antalaha", "when"),
             ("Toeram-panahazana amin'ity herinandro ity: {x}", ["Niova ny toeram-panahazana: {y} no hampiasaina", "orana be any, ka toeram-panahazana vaovao: {y}"],
              "toeram-panahazana", "place"),
             ("Ny latsakemboka ho an'ny Krismasy dia {x} isaky ny mpikambana",
              ["Nahena: latsakemboka ho an'ny Krismasy {y} sisa", "jereo indray, latsakemboka ho an'ny Krismasy = {y}"],
              "latsakemboka ho an'ny Krismasy", "ar_kely"),
             ("Andro fanaterana ny lavanila maina any Antalaha: {x}", ["nahemotra ny andro fanaterana, lasa {y}", "Report de la livraison — andro fanaterana vaovao : {y}"],
              "andro fanaterana", "date"),
             ("Quota ho an'ny exportateur amin'ity volana ity: {x}", ["nampitomboin'izy ireo ny quota ho an'ny exportateur: {y}",
                                                                      "Nouveau chiffre du buyer, quota ho an'ny exportateur {y}"], "quota ho an'ny exportateur", "kg"),
             ("Le rendez-vous avec la banque est {x}", ["Finalement le rendez-vous avec la banque sera {y}", "Changement : rendez-vous avec la banque {y}"],
              "rendez-vous avec la banque", "when")])

_TOERANA = ["kianjan'ny EPP Ambodivoara", "tokontanin'i Dadatoa Bruno", "terrain de foot Farahalana", "eo anoloan'ny trano fokontany",
            "tafo simenitra ao amin'ny magazay", "tokotany fiangonana katolika", "ambony vato lehibe amoron'ny Bemarivo", "kianja eo akaikin'ny CSB"]

# The chatter: people it names (never a fact's person) and the places of the river.
_OLONA = ["Ndriana", "Zoky Be", "Tonton Paul", "Dada Sola", "Neny Sabine", "Rija", "Bakoly", "Frère Jao", "Tahina", "Mama Nono", "Lova",
          "Zandry Fara", "Madame Odette", "Boto", "Fafah", "Dadilahy Kôto", "Lalatiana", "Mister Dédé"]
_TANANA = ["Farahalana", "Ampahana", "Anjangoveratra", "Nosiarina", "Antsahanoro", "Ambodivoara", "Andapa", "Sambava", "Antalaha",
           "Marojejy", "Vohémar", "Ambodimanga", "Andrahanjo", "Bemanevika", "Antsiraña"]
_FOHY = ["eka", "ia", "ok", "Ok tompoko", "mety", "mety be", "tsara", "tsara be 👍", "misaotra", "misaotra betsaka 🙏", "mankasitraka",
         "Salama daholo", "salama", "akory aby?", "ino vaovao?", "tsisy vaovao", "mbola tsara", "haha", "hahaha 😂", "😂😂😂", "🙏", "🙏🏾", "👍🏾",
         "👌", "💪", "🌿", "✅", "eny", "tsia", "aha?", "marina", "marina izany", "tena marina", "d'accord", "ok merci", "merci", "Bonjour à tous",
         "bonne nuit", "tafandria mandry", "veloma", "ho avy aho", "zaho mbola any an-tsaha", "any an-dalana aho", "5 min", "miandry kely",
         "aia ianareo?", "taiza?", "oay", "ohatrinona?", "ino?", "oui", "bah oui", "ça va", "mazotoa", "mazotoa daholo 💪", "Amena 🙏",
         "Tonga soa 🤗", "sarotra", "mafana be androany ☀️", "orana be 🌧️", "tsisy réseau", "batterie faible 🪫", "sorry", "azafady",
         "mbola tsy azoko", "averino azafady", "vita", "vita ✅", "tsy vita", "rahampitso", "androany ve?", "rahoviana?", "zaho koa", "izaho koa",
         "tena izy", "mahery 🔥", "lol", "mdr", "😅", "😭", "🥲", "🤣🤣", "❤️", "🙌", "Mahafinaritra", "oay tsy fantatro", "tsy maninona",
         "aza manahy", "mbola eo", "Tratry ny andro 🙏", "manao ahoana?", "bôka aia?", "tsisy olana", "zay tompoko", "hmm", "😴", "?", "??"]
_ANTONONY = ["{n}, tonga tany {t} ve ianao?", "orana be any {t}, tsy afaka manahaka ny lavanila androany", "nisy mpangalatra indray tany {t} hono, mitandrema",
             "{n} mba antsoy aho azafady, tsy mandeha ny findaiko", "ratsy be ny lalana mankany {t}, feno fotaka", "mamony tsara ny lavanila any {t} izao 🌸",
             "iza no manana ny numéro an'i {n}?", "tsy tonga ny taxi-brousse, miandry eto {t} izahay", "{n} tonga ny entanao, eto amin'ny birao",
             "nisy fahafatesana tany {t}, fianakavian'i {n}. Mialoha fiaraha-miory 🙏", "mba misy manana sira ve? lany eto {t}",
             "ny zaza marary, tsy ho tonga aho anio", "lasa ny jiro, tsy afaka mi-charge", "{n} aza adino ny bâche rahampitso",
             "misy baolina any {t} sabotsy, iza no mandeha?", "tapaka ny lalana any {t} noho ny rano", "mbola kely loatra ny lavanila any {t}, aza mioty aloha",
             "tena tsara ny lavanila hitako anio, mainty sady manitra", "Quelqu'un va à {t} demain ? j'ai un colis", "Il pleut encore à {t}, impossible de sécher",
             "{n} tu peux me rappeler stp", "Tonga soa amin'ireo mpikambana vaovao ato amin'ny groupe 🤗", "zaho tsy nahita ilay message teo, averinao azafady",
             "misy cyclone hono amin'ny herinandro ho avy, henoy ny radio", "{n} mbola mila boaty ve ianao?", "very tany {t} ny bisikiletan'i {n}",
             "mandeha any Sambava aho rahampitso, misy mila entana?", "zaho manambady lavanila hatramin'ny maraina, maratra ny tanako 😅",
             "be dia be ny voninkazo any {t} izao, tsy ampy ny mpanambady", "{n} efa tafaverina bôka any {t}", "tsisy vola intsony aho, andrasako ny varotra",
             "mbola tsy nahazo ny MVola aho, {n} jereo azafady", "ny fanjakana indray no manapa-kevitra ny zava-drehetra", "mafy ny fiainana, lafo ny vary",
             "manitra be ny trano rehefa mandrahoa lavanila 😍", "{n} aiza ilay angady nindraminao?", "ndao hisotro kafe any amin'i {n}",
             "nahita gidro teo amin'ny tanimboly aho androany 🐒", "mbola misy karatra tsy voaray ve any {t}?", "tsy nahazo torimaso noho ny fiambenana",
             "aza adino fa misy lamesa Alahady", "{n} ndreky {n2} efa tonga eto {t}", "la route de {t} est coupée, faites attention"]
_TANORA = ["mdr ty zoky", "tsy misy data aho 😭", "iza no manana crédit?", "de aona ry zalahy", "tena mahery ilay clip 🔥", "fatigué be zao",
           "manao ahoana ny match omaly?", "Barea tsy resy 🇲🇬", "zaho any amin'ny soa an'i {n}", "mandefa sary kely e", "ts mety le réseau",
           "aok aok", "mampihomehy 🤣", "mba ampitao ny numéro an'i {n}", "tsy tonga ny messazy", "tena nahafinaritra ny baolina", "moov tsara"]
_DADABE = ["Salama daholo ry zanako", "zaho efa nambole lavanila nanomboka tamin'ny 1978 tany Ampahana",
           "tamin'izany fotoana izany ny vidiny dia tsy nisy toy izao", "ny lavanila tsara dia tsy maintsy masaka amin'ny hazony vao otazana",
           "ny tanora ankehitriny maika loatra te hahazo vola", "raha mioty aloha loatra isika dia simba ny lazan'ny SAVA any ivelany",
           "tadidiko fony nidina be ny vidiny ka nisy nandoro ny lavanilany", "ny rivodoza Enawo tamin'ny 2017 dia nandrava ny tanimboly rehetra teto",
           "aza manadino mivavaka sy miasa mafy", "ny koperativa no hery, raha tsy mifanome tanana isika dia resin'ny collecteur",
           "ny mpangalatra dia atolotra ny fitsarana fa tsy vonoina", "miala tsiny fa lava ny hafatro", "ny zafikeliko no nampianatra ahy WhatsApp 😄",
           "Andriamanitra anie hitahy ny koperativantsika", "mazotoa ry zanako"]
_BUYER = ["Bonjour à tous,", "Nous vous informons que l'usine d'Antalaha ne recevra plus de lots non conformes.",
          "Les gousses doivent être triées par longueur et par catégorie avant la livraison.", "Tout lot présentant des traces de moisissure sera refusé.",
          "Merci de respecter le cahier des charges signé en début de campagne.", "Le paiement sera effectué par virement sous 72 heures après réception.",
          "Nous comptons sur votre sérieux pour préserver la réputation de la vanille de la SAVA.", "Nous restons à votre disposition pour toute question.",
          "Cordialement,\nService Achats — SAVA Arômes Export SARL, Antalaha"]
_FANAMBARANA = ["*Transféré*\nFANAMBARANA", "Ny Minisiteran'ny Varotra sy ny Fanjifana dia mampahafantatra ny mpamboly rehetra fa voarara ny fiotazana lavanila tsy masaka.",
                "Izay tratra mivarotra lavanila maitso ivelan'ny fotoana voafetra dia hosazina araka ny lalàna.",
                "Tsy maintsy manana karatra mpamboly avokoa ny tantsaha rehetra.", "Ny mpanangona dia tsy maintsy manana fahazoan-dalana manan-kery.",
                "Ampahafantarina ihany koa fa tsy azo atao ny mitahiry lavanila anaty plastika.", "Misaotra tompoko.\nNy Talem-paritra SAVA"]
_LINKS = ["https://www.facebook.com/groups/lavanila.sava/posts/{n} jereo ity", "https://youtu.be/{k} ilay video momba ny fanamasahana lavanila",
          "https://www.midi-madagasikara.mg/economie/2026/12/{m}/vanille-la-campagne/ lahatsoratra momba ny tsenan'ny lavanila",
          "https://maps.app.goo.gl/{k} ity ny lalana mankany amin'ny magazay", "https://www.facebook.com/watch/?v={n} oay jereo ny rivodoza 😳",
          "https://www.newsmada.com/2026/12/{m}/sava-vanille/ vaovao", "https://www.meteomadagascar.mg/ henoy ny toetr'andro", "https://wa.me/26134{m} antsoy io"]
_BOT = ["Voaray 👍", "Noted, voasoratra.", "Tsy henoko ny feo, soraty azafady 🙏", "Hampahatsiahy anareo aho rehefa akaiky.", "D'accord, c'est noté."]
_FANONTANIANA = {"iza", "aiza", "aia", "misy", "ohatrinona", "rahoviana", "ino", "inona", "quelqu'un", "nahoana"}


class _Koop:
    """One chat's draws, and how the cooperative's people write."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.planter = Planter(rng, _KOOP, self.slot, self.value)

    # -- facts --------------------------------------------------------------------------------

    def plant(self, kind: str) -> Planted:
        """A fact in the planter's words; typed without accents a third of the time (probe,
        newer text and stale strings too), now and then all lower case."""
        p = self.planter(kind)
        if p is None:
            return None
        text, probe, newer = p
        if self.rng.random() < 0.33:
            text, probe = _plain(text), tuple(_plain(x) for x in probe)
            newer = (_plain(newer[0]), tuple(_plain(x) for x in newer[1])) if newer else None
        if self.rng.random() < 0.12:
            text = text.lower()
        return text, probe, newer

    def ar(self, n: int) -> str:
        """Ariary: "75 000 Ar", "Ar 75.000", "75000 ariary", "MGA 75 000", "75 arivo", "12,5 tapitrisa"."""
        ways = [f"{grouped(n, ' ')} Ar", f"Ar {grouped(n, '.')}", f"{n} ariary", f"MGA {grouped(n, ' ')}", f"{grouped(n, '.')}Ar", f"{n}ar"]
        if n % 1000 == 0 and n < 1_000_000:
            ways += [f"{n // 1000} arivo", f"{n // 1000} arivo ariary"]
        if n >= 1_000_000 and n % 100_000 == 0:
            ways += [f"{n / 1_000_000:g} tapitrisa".replace(".", ","), f"{n / 1_000_000:g} tapitrisa Ar".replace(".", ",")]
        return self.rng.choice(ways)

    def kg(self, n: float) -> str:
        v = f"{n:g}".replace(".", ",")
        return self.rng.choice([f"{v} kg", f"{v} kilao", f"{v}kg", f"{v} kilo", f"{v} kilao"])

    def andro(self, n: int) -> date:
        return date(2026, 12, 1) + timedelta(days=n)

    def dt(self, n: int) -> str:
        """A date: "15 Desambra", "ny 15 Desambra", "15/12", "Alakamisy 17/12", "Zoma 18 Desambra"."""
        d = self.andro(n)
        w = _ANDRO[d.weekday()]
        return self.rng.choice([f"{d.day} {_VOLANA[d.month]}", f"ny {d.day} {_VOLANA[d.month]}", f"{d.day:02d}/{d.month:02d}", f"{w} {d.day:02d}/{d.month:02d}",
                                f"{w} {d.day} {_VOLANA[d.month]}", f"{d.day} {_VOLANA[d.month].lower()}"])

    def dtf(self, n: int) -> str:
        """A date the French way: "17 décembre", "jeudi 17 décembre", "17/12/2026"."""
        d = self.andro(n)
        return self.rng.choice([f"{d.day} {_MOIS[d.month]}", f"{_JOUR[d.weekday()]} {d.day} {_MOIS[d.month]}", f"{d.day:02d}/{d.month:02d}/{d.year}"])

    def nd(self, n: int) -> str:
        d = self.andro(n)
        return self.rng.choice([f"{d.day:02d}/{d.month:02d}/{d.year}", f"{d.day} {_VOLANA[d.month]} {d.year}", f"{d.year}-{d.month:02d}-{d.day:02d}"])

    def ora(self, h: int, half: bool = False) -> str:
        """A time: "amin'ny 8 ora maraina", "2 ora sy sasany tolakandro", "14h30", "14h"."""
        h12 = h % 12 or 12
        part = "maraina" if h < 11 else "antoandro" if h < 13 else "tolakandro" if h < 17 else "hariva" if h < 20 else "alina"
        if half:
            return self.rng.choice([f"{h12} ora sy sasany {part}", f"{h}h30", f"{h}:30", f"amin'ny {h12} ora sy sasany {part}"])
        return self.rng.choice([f"amin'ny {h12} ora {part}", f"{h12} ora {part}", f"{h}h", f"{h}h00", f"{h12} ora {part} tsara"])

    def slot(self, k: str) -> str:
        r, f = self.rng, self.planter.fresh

        def tm() -> str:
            h, half = divmod(f("h", 12, 38), 2)
            return self.ora(h, bool(half))

        slots: dict[str, Callable[[], str]] = {
            "ar": lambda: self.ar(f("ar", 40, 130) * 1000), "ar2": lambda: self.ar(f("ar2", 30, 100) * 5000),
            "ar3": lambda: self.ar(f("ar3", 2, 20) * 500), "ar4": lambda: self.ar(f("ar4", 3, 15) * 1000),
            "ar5": lambda: self.ar(f("ar5", 10, 60) * 1000), "big": lambda: self.ar(f("big", 20, 300) * 100_000),
            "kg": lambda: self.kg(f("kg", 40, 900)), "kg2": lambda: self.kg(f("kg2", 200, 3000)),
            "kg3": lambda: self.kg(f("kg3", 5, 120) / 2), "kg4": lambda: self.kg(f("kg4", 80, 1500)),
            "n": lambda: str(f("n", 12, 60)), "pct": lambda: str(f("pct", 24, 39)), "cm": lambda: str(f("cm", 14, 20)),
            "fl": lambda: str(f("fl", 150, 3000)), "bx": lambda: str(f("bx", 6, 45)),
            "dt": lambda: self.dt(f("d", 3, 90)), "dtf": lambda: self.dtf(f("d", 3, 90)), "nd": lambda: self.nd(f("d", 3, 90)), "tm": tm,
            "hh": lambda: r.choice(["{}h", "{}h00", "{}:00"]).format(f("hh", 7, 17)),
            "dy": lambda: r.choice(["rahampitso", "afak'ampitso", "Alatsinainy", "Sabotsy ho avy", "Zoma", "Talata ho avy", "demain", "Alarobia"])}
        return slots[k]()

    def value(self, kind: str) -> str | None:
        r, f = self.rng, self.planter.fresh

        def tel() -> str:
            a, b, c, d = r.choice(["34", "38", "32", "33"]), r.randrange(10, 100), r.randrange(100, 1000), r.randrange(10, 100)
            return r.choice([f"0{a} {b} {c} {d}", f"+261 {a} {b} {c} {d}", f"0{a}{b}{c}{d}", f"0{a}-{b}-{c}-{d}"])

        def hour() -> str:
            h, half = divmod(f("hour", 13, 38), 2)
            return self.ora(h, bool(half))

        def when() -> str:
            h = f("wh", 6, 18)
            return f"{self.dt(f('d', 3, 90))} {r.choice([self.ora(h), f'à {h}h', self.ora(h)])}"

        draws: dict[str, Callable[[], str]] = {
            "tel": tel, "acct": lambda: f"00009 0{r.randrange(1000, 10000)} {r.randrange(10**10, 10**11)} {r.randrange(10, 100)}",
            "pin": lambda: str(r.randrange(1000, 10000)), "lot": lambda: f"LOT-SAV-{r.randrange(100, 1000)}/{code(r, 3).upper()}",
            "plate": lambda: f"{r.randrange(1000, 10000)} {r.choice(['TBA', 'TAH', 'UAB', 'WWT', 'TBL'])}",
            "link": lambda: r.choice([f"https://forms.gle/{code(r, 10)}", f"https://bit.ly/{code(r, 7)}"]),
            "permis": lambda: f"PC/{r.randrange(100, 1000)}/SAVA/{r.choice(['2026', '26'])}-{code(r, 2).upper()}",
            "wifi": lambda: r.choice([f"Lavanila{r.randrange(100, 10000)}", f"Koop_{code(r, 5)}", f"bemarivo{code(r, 4)}"]),
            "hour": hour, "when": when, "date": lambda: self.dt(f("d", 3, 90)), "place": lambda: r.choice(_TOERANA),
            "ar": lambda: self.ar(f("arx", 30, 100) * 5000), "ar_kely": lambda: self.ar(f("ark", 2, 41) * 500),
            "kg": lambda: self.kg(f("kgx", 50, 2000))}
        return self.planter.apart(draws[kind]) if kind in draws else None

    # -- chatter ------------------------------------------------------------------------------

    def typo(self, text: str) -> str:
        """Now and then a slip of the thumb: a letter dropped, doubled or swapped."""
        r = self.rng
        if r.random() > 0.15 or len(text) < 8:
            return text
        i = r.randrange(1, len(text) - 2)
        if not text[i].isalpha():
            return text
        how = r.randrange(3)
        if how == 0:
            return text[:i] + text[i + 1:]
        if how == 1:
            return text[:i] + text[i] + text[i:]
        return text[:i] + text[i + 1] + text[i] + text[i + 2:]

    def antonony(self) -> str:
        r = self.rng
        n, n2 = r.sample(_OLONA, 2)
        said = r.choice(_ANTONONY).format(n=n, n2=n2, t=r.choice(_TANANA))
        if r.random() < 0.12:
            more = r.choice(_ANTONONY).format(n=n2, n2=n, t=r.choice(_TANANA))
            said += r.choice([". ", " ary koa ", ", ", " sady "]) + more[0].lower() + more[1:]
        if r.random() < 0.6:
            said = _plain(said)
        return self.typo(tidied(r, said, 0.3, _FANONTANIANA, [".", "!", " 🙏", "...", " 😅", "", " tompoko"]))

    def registre(self) -> str:
        """The day's delivery register, as the secretary pastes it."""
        r = self.rng
        d = self.andro(r.randrange(0, 60))
        rows = [f"{i}. {n} — {self.kg(r.randrange(4, 160) / 2)} {r.choice(['maitso', 'maitso', 'maina'])}" for i, n in enumerate(r.sample(_OLONA, r.randrange(4, 9)), 1)]
        return (r.choice(["LISITRY NY LAVANILA NORAISINA", "Registre des livraisons", "Fandraisana lavanila"]) + f" — {d:%d/%m}\n" + "\n".join(rows)
                + r.choice(["", "\nmbola tsy voasonia ny sasany", "\nizay tsy hita anarana dia miantso ahy", "\n(total amin'ny hariva)"]))

    def voaloa(self) -> str:
        """The MVola payment list."""
        r = self.rng
        rows = [f"{n}: {self.ar(r.randrange(20, 400) * 1000)} {r.choice(['✅', '✅', '⏳ miandry', '❌ diso numéro'])}" for n in r.sample(_OLONA, r.randrange(3, 7))]
        return r.choice(["Fandoavam-bola MVola androany", "PAIEMENTS MVOLA", "Ireto ny voaloa"]) + "\n" + "\n".join(rows)

    def rivodoza(self) -> str:
        """A cyclone bulletin, forwarded."""
        r = self.rng
        name = r.choice(["ALVARO", "BELNA", "CHIDO", "DUMAKO", "ELIAKIM", "FREDDY"])
        return (f"*Transféré* ⚠️ FAMPITANDREMANA RIVODOZA ⚠️\nRivodoza {name}: {r.randrange(300, 1200)} km avy eto SAVA, {r.choice(['mihanaka andrefana', 'mankany atsimo', 'miadana'])}\n"
                f"Rivotra: {r.randrange(60, 180)} km/h\nLoko {r.choice(['mavo 🟡', 'volomboasary 🟠', 'mena 🔴'])} ho an'ny {r.choice(['Sambava', 'Antalaha', 'Vohémar', 'Andapa'])}\n"
                + r.choice(["Ahodino ao an-trano ny lavanila maina!", "Henoy ny radio", "Météo Madagascar"]))

    def tsena(self) -> str:
        """Market prices in Sambava."""
        r = self.rng
        goods = [("vary", "kapoaka"), ("siramamy", "kapoaka"), ("menaka", "litatra"), ("solika", "litatra"), ("lasary", "fonosana"), ("trondro", "kilao"),
                 ("savony", "iray"), ("kafe", "kapoaka")]
        rows = [f"- {g} {self.ar(r.randrange(3, 60) * 50)} / {u}" for g, u in r.sample(goods, r.randrange(3, 6))]
        return r.choice(["Tsena Sambava androany:", "Vidin'ny entana eny an-tsena 😩", "Prix au marché ce matin"]) + "\n" + "\n".join(rows)

    def sahala(self) -> str:
        """Chatter with numbers, dates and times that plants nothing."""
        r = self.rng
        return r.choice([f"nividy kiraro {self.ar(r.randrange(15, 60) * 1000)} aho tany Sambava, lafo be", f"ny zanako manao fanadinana {self.dt(r.randrange(0, 80))}",
                         f"mandeha any Antalaha aho {self.ora(r.randrange(6, 18))}, misy hiaraka?", f"nahazo voninkazo {r.randrange(100, 900)} aho androany, reraka 😅",
                         f"ny taxi-brousse Sambava–Andapa {self.ar(r.randrange(10, 30) * 1000)} izao", f"{r.choice(_OLONA)} manambady {self.dt(r.randrange(0, 80))} 💍",
                         f"taloha 375 000 fmg no nividianana azy, izany hoe {grouped(75_000, ' ')} Ar ankehitriny 😂", f"{r.randrange(2, 9)} ora no nandehanako an-tongotra omaly",
                         f"efa {r.randrange(3, 12)} andro tsy nisy orana any {r.choice(_TANANA)}", f"lamesa {self.ora(r.randrange(6, 10))} Alahady",
                         f"ny baolina Barea {self.dt(r.randrange(0, 80))} {self.ora(r.randrange(15, 21))}, aza adino ⚽", f"nividy akoho {self.ar(r.randrange(15, 40) * 1000)} aho"])

    def sary(self) -> Said:
        r = self.rng
        d = self.andro(r.randrange(0, 60))
        return (r.choice(["", "", "jereo ny voninkazo 🌸", "lavanila maitso vao notazana", "ilay boaty", "ny trano fandrahoana", "sarin'ny stock",
                          "reçu MVola", "mainty tsara izy ireo 😍", "ny lalana any Ampahana 😭", "📷"]),
                media("photo", f"IMG-{d:%Y%m%d}-WA{r.randrange(0, 9999):04d}.jpg", "image/jpeg", r.randrange(50_000, 3_500_000)))

    def hafa(self) -> Said:
        r = self.rng
        d = self.andro(r.randrange(0, 60))
        kind = r.choices(["voice", "sticker", "video", "document", "gone"], [3, 2, 1, 1, 0.4])[0]
        if kind == "voice":
            return (r.choice(["", "", "🎤 henoy", "tsy afaka manoratra aho fa mitondra moto", "feo"]),
                    media("voice", f"PTT-{d:%Y%m%d}-WA{r.randrange(0, 9999):04d}.opus", "audio/ogg", r.randrange(6_000, 1_000_000)))
        if kind == "sticker":
            return "", media("sticker", f"STK-{d:%Y%m%d}-WA{r.randrange(0, 9999):04d}.webp", "image/webp", r.randrange(8_000, 90_000))
        if kind == "video":
            return (r.choice(["", "ny rivotra omaly alina 😳", "fandrahoana lavanila", "mihira ny ankizy 😂"]),
                    media("video", f"VID-{d:%Y%m%d}-WA{r.randrange(0, 9999):04d}.mp4", "video/mp4", r.randrange(700_000, 30_000_000)))
        if kind == "gone":
            return r.choice(["Ce message a été supprimé", "🚫 Nofafana ity hafatra ity", "Vous avez supprimé ce message"]), None
        name, text = r.choice([("Cahier_des_charges_vanille_2026.pdf", "ity ilay cahier des charges"), ("Lisitry_ny_mpikambana.xlsx", ""),
                               ("PV_fivoriana.docx", "PV an'ny fivoriana"), ("Statuts_Koperativa.pdf", "statuts"), ("Recu_avance.pdf", "")])
        mime = {"pdf": "application/pdf", "xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
                "docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document"}[name.rsplit(".", 1)[1]]
        return text, media("document", name, mime, r.randrange(20_000, 2_000_000))

    def chatter(self) -> Said:
        r = self.rng
        makers: list[tuple[float, Callable[[], Said]]] = [
            (25, lambda: (r.choice(_FOHY), None)), (30, lambda: (self.antonony(), None)),
            (7, lambda: (self.typo(r.choice(_TANORA).format(n=r.choice(_OLONA))), None)),
            (1.5, lambda: (self.registre(), None)), (1.2, lambda: (self.voaloa(), None)), (1.0, lambda: (self.rivodoza(), None)),
            (1.2, lambda: (self.tsena(), None)), (3.5, lambda: (ramble(r, _DADABE, 5, r.choice([" ", ". ", "... "])), None)),
            (1.4, lambda: (letter(r, _BUYER, sep="\n"), None)), (1.2, lambda: (letter(r, _FANAMBARANA, sep="\n"), None)),
            (2.5, lambda: (r.choice(_LINKS).format(k=code(r, 11), n=r.randrange(10**12, 10**15), m=r.randrange(10**6, 10**7)), None)),
            (2.5, lambda: (f"{r.choice(['Salama daholo 🙏', 'Manao ahoana daholo', 'Bonjour tout le monde'])} {self.antonony()}", None)),
            (6.5, lambda: (self.sahala(), None)), (6, self.sary), (6.5, self.hafa)]
        return r.choices([m for _, m in makers], [w for w, _ in makers])[0]()

    def wrap(self, text: str) -> str:
        r = self.rng
        return r.choice([f"Salama daholo ry mpikambana 🙏 {text}", f"{text}\n\n— Sekretera", f"FAMPAHATSIAHIVANA ‼️ {text}",
                         f"{text}\nazafady ampitao amin'izay tsy ao anaty groupe", f"Ireto ny resaka tamin'ny fivoriana:\n- {text}\n- {self.antonony()}",
                         f"{ramble(r, _DADABE, 3, ' ')}. Ary koa, {text}", f"📌 {text}", f"{text} 👍🏾", f"Bonjour à tous, {text}", f"{text} misaotra tompoko"])


def generate(seed: int, chats: int, messages: int, ids: Ids | None = None, fact_share: float = 0.07) -> list[Chat]:
    return family_chats(NAME, seed, chats, ids, lambda rng, chat_id: _chat(rng, chat_id, messages, fact_share))


def _chat(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    k = _Koop(rng)
    people = [f"2613{rng.choice('2348')}{rng.randrange(10**6, 10**7)}" for _ in range(rng.randrange(12, 35))]

    # Planters write before going up to the fields and after dark; the chat sleeps while they pollinate.
    def gap() -> int:
        return rng.randrange(20, 2700) if rng.random() > 0.12 else rng.randrange(2 * 3600, 16 * 3600)

    voice = Voice(k.plant, k.chatter, k.wrap, 0.25, lambda: rng.choice(_BOT), 0.03, gap, (4, 34))
    return assemble(rng, chat_id, n, fact_share, NAME, people, voice)
