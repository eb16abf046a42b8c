"""The heera family: the WhatsApp group of a small diamond-polishing workshop in Varachha, Surat, Gujarat, in Gujarati (its own script and romanized) with Hindi and English.

Written for batch 21 by a writer who did not read the summarizer, and run on no summarizer when
it was written: a held-out family. "Shreeji Diamonds" is a hira karkhanu of about forty
ghantis on the second floor of a building off Varachha Main Road, near Mini Bazaar; its group
has the owner (sheth, Maheshbhai, from a village near Amreli), the manager (Kantibhai) who
keeps the packets, the ghat register and the hajri, the polishers (karigars, ratna kalakars:
taliya, mathala and 4P men, the Galaxy and laser operators, the planner, the assorter) and the
broker in Mumbai's Bharat Diamond Bourse (Jigneshbhai dalal) who sells the polished goods and
sends the market news. They write Gujarati in its own script ("કાલે સવારે ૯ વાગ્યે બધા ટાઈમસર
આવજો"), more often romanized ("kale savare 9 vagye aavi jajo bhai o", "haa bhai", "barabar",
"jay shree krishna"), the young karigars in Hindi ("bhai aaj pagar aayega kya"), everybody in
English for the trade ("packet submit", "3EX", "Galaxy scan", "GIA"). Digits come in both
scripts. Money is "₹ 450", "Rs. 1,20,000/-", "૪૫૦ રૂપિયા", "450 rupiya", "45k" and "2.5 lakh";
polished prices "$1,850/ct" and "1850 dollar"; weights "12.35 ct", "12.35 કેરેટ"; dates "12 Dec",
"12/12", "૧૨ ડિસેમ્બર", "12 tarikh" and "shukravar, 12 Dec"; times "9 vagye", "સવારે ૯ વાગ્યે",
"sanje 6 vagye", "9:30 vage", "7 baje". The owner writes long messages about the old days and
trust; the manager pastes the hajri, the day's production sheet and the angadiya slip; the
broker pastes stock lists and BDB market updates; everybody forwards good-morning quotes and
the diamond association's notices; links to RapNet, GIA report check, Google Maps, YouTube,
Instagram and the Gujarati papers; photos of stones and packets, voice notes, stickers. Its
facts are said the workshop's way ("final thai gayu bhai o, angadiya thi maal moklvano: har
guruvare 👍", "tijori ni chavi Ghanshyam Vaghasiya pase rahese", "koi 4P machine na belt
badlavana? aaje j karvanu che 🙏"), a number's or a date's digits now and then in Gujarati
script, its probe the same way.
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
    letter,
    media,
    ramble,
    tidied,
)

NAME = "heera"
LANGUAGE = "gu"
# Messages per chat by default: about 18,000 to 24,000 characters of history and 11 to 28 facts.
MESSAGES = 300

_GU = str.maketrans("0123456789", "૦૧૨૩૪૫૬૭૮૯")


def _gu(text: str) -> str:
    """`text` with its digits in Gujarati script."""
    return text.translate(_GU)


def _lakh(n: int) -> str:
    """`n` grouped the Indian way: 4,500; 1,20,000; 12,50,000."""
    s = str(n)
    if len(s) <= 3:
        return s
    head, tail = s[:-3], s[-3:]
    groups: list[str] = []
    while len(head) > 2:
        groups.insert(0, head[-2:])
        head = head[:-2]
    if head:
        groups.insert(0, head)
    return ",".join(groups + [tail])


_EN_MON = {12: "Dec", 1: "Jan", 2: "Feb", 3: "March"}
_EN_FULL = {12: "December", 1: "January", 2: "February", 3: "March"}
_GU_MON = {12: "ડિસેમ્બર", 1: "જાન્યુઆરી", 2: "ફેબ્રુઆરી", 3: "માર્ચ"}
_VAR = ["somvar", "mangalvar", "budhvar", "guruvar", "shukravar", "shanivar", "ravivar"]

_HEERA = Wording(
    topics=[("lab-grown (CVD) maal", ["aapde nathi levanu, fakt natural", "alag ghanti par, alag register ma", "trial ma fakt be packet levana"]),
            ("4P machine nu service", ["Sarine na engineer pase j", "Kapodra vala local mistri pase", "navo varshik AMC karavi levano"]),
            ("angadiya thi maal moklvano", ["har guruvare", "somvar ane guruvar, athvadiye be vaar", "fakt Patel angadiya pedhi thi"]),
            ("navu Galaxy machine", ["haal nathi levanu, bhadu chukvi ne scan karavvanu", "EMI par levanu, sheth e haa padi", "aavta varase vichar karisu"]),
            ("ઓવરટાઈમ નો ભાવ", ["દોઢો ભાવ", "કલાક ના ₹ 80 ફિક્સ", "ઓવરટાઈમ બંધ, ફક્ત શનિવારે"]),
            ("ghat ni limit", ["2% thi vadhare nahi", "packet pramane, manager nakki kare", "1.5% sudhi maaf, pachhi pagar mathi kapase"]),
            ("ચા-નાસ્તા ની વ્યવસ્થા", ["નીચે વાળી કીટલી પરથી, મહિને હિસાબ", "કારખાના માં જ ચા બનાવશું", "બપોરે એક જ વાર, ૪ વાગ્યે"]),
            ("karkhana na CCTV", ["char navi camera ghanti vibhag ma", "junu DVR badli ne cloud valu", "je chhe te j chalse"]),
            ("navi bharti", ["gam na reference vala j", "Amreli-Bhavnagar bajuna chhokra o ne training aapi ne", "haal bharti bandh"]),
            ("Uttarayan ni raja", ["13 thi 15 January, tran divas", "fakt 14 ane 15 tarikh", "ek j divas, 14 tarikh"]),
            ("BDB ma polished maal nu vechan", ["fakt Jigneshbhai dalal dvara", "be dalal ne, je vadhare bhav aape", "Surat ma j vechvanu, Mumbai nahi"]),
            ("karigar no pagar kevi rite", ["bank ma sidho, 5 tarikhe", "cash ma, 7 tarikhe office ma", "pandar-pandar divse be vaar"])],
    decided=["final thai gayu bhai o, {s}: {c} 👍", "sheth sathe vaat thai, {s} - {c}. have koi pheraphar nahi", "નક્કી થયું: {s} → {c}",
             "{S} babat nirnay: {c}. badha ne jaan kari deva vinanti 🙏", "meeting ma nakki karyu, {s} = {c}", "ok to final j: {s} — {c} ✅ jay shree krishna",
             "lambi charcha pachhi {s} mate {c} j rakhyu che", "શેઠ નો નિર્ણય, {s}: {c}. કોઈ ને પ્રશ્ન હોય તો મળજો", "bhai o dhyan thi vancho, {s} -> {c}"],
    numbers=[("per nang rate taliya nu {rs} karyu che aa mahina thi", ("per nang rate taliya nu", "{rs}")),
             ("aaje {pc} nang taiyar thaya, packet submit kari didha", ("nang taiyar thaya", "{pc} nang")),
             ("aa packet nu rough wajan {ct} hatu, tolay ne lakhi didhu", ("packet nu rough wajan", "{ct}")),
             ("BDB ma aa lot no bhav {usd} per carat aavyo, party taiyar che", ("BDB ma aa lot no bhav", "{usd}")),
             ("karigar no average pagar have {rs3} thai gayo", ("karigar no average pagar", "{rs3}")),
             ("ghanti vibhag ma atyare {kk} karigar kaam kare che", ("ghanti vibhag ma atyare", "{kk} karigar")),
             ("કારખાના નું લાઈટ બિલ આ મહિને {rs4} આવ્યું 😳", ("લાઈટ બિલ આ મહિને", "{rs4}")),
             ("galaxy scan no charge have {rs5} per stone leva lagya", ("galaxy scan no charge", "{rs5}")),
             ("aa lot ma total ghat {gh} aavi, thodi vadhare che", ("aa lot ma total ghat", "{gh}")),
             ("angadiya no charge {rs6} per packet thai gayo bolo", ("angadiya no charge", "{rs6}")),
             ("ghanti nu navu plate {rs8} nu aavyu, Mini Bazaar thi", ("ghanti nu navu plate", "{rs8}")),
             ("Mumbai vali party nu baki payment {lakh} che haji", ("Mumbai vali party nu baki", "{lakh}")),
             ("upad ma aa mahine {rs9} apaya karigar o ne", ("upad ma aa mahine", "{rs9}")),
             ("aapda karkhana nu monthly production {ctt} carat polished thayu", ("monthly production", "{ctt} carat")),
             ("કારખાના નું ભાડું હવે {rs10} થઈ ગયું", ("કારખાના નું ભાડું", "{rs10}"))],
    dates=[("BDB ma maal {dt} sudhi ma pahochvo joie, party wait kare che", ("BDB ma maal", "{dt}")),
           ("Sarine no engineer {dy} {tm} aavse 4P jova", ("Sarine no engineer", "{tm}")),
           ("aa mahina no pagar {nd} sudhi ma thai jase, sheth e kidhu", ("aa mahina no pagar", "{nd}")),
           ("karigar ni meeting {dy} {tm}, upar vali office ma", ("karigar ni meeting", "{tm}")),
           ("navo rough lot {dt} e Mumbai thi aavse", ("navo rough lot", "{dt}")),
           ("ratna kalakar sangh ni rally {dt} e che, Yogi Chowk thi", ("ratna kalakar sangh ni rally", "{dt}")),
           ("GST return ni last date {nd}, CA ne papers aapi devana", ("GST return ni last date", "{nd}")),
           ("GIA ma stone submit karvana {dt} e, list taiyar rakhjo", ("GIA ma stone submit", "{dt}")),
           ("Surat Diamond Bourse ma office nu possession {dt} e malse", ("Surat Diamond Bourse ma office", "{dt}")),
           ("DGVCL નું શટડાઉન {dy} {tm} થી, કામ વહેલું પતાવજો", ("DGVCL નું શટડાઉન", "{tm}")),
           ("angadiya vala bhai {dy} {tm} packet leva aavse", ("packet leva aavse", "{tm}")),
           ("ESIC card mate camp {dt} e karkhane j che, aadhar card lavjo", ("ESIC card mate camp", "{dt}"))],
    people=["Ghanshyam Vaghasiya", "Bhavin Sutariya", "Alpesh Dhameliya", "Nikunj Kakadiya", "Pravin Savani", "Dharmesh Gajera", "Jagdish Mangukiya",
            "Rajesh Kathiriya", "Vishal Ramani", "Sagar Bhalala", "Ravi Koladiya", "Manish Lakhani", "Hiren Virani", "Komal Dudhat", "Mehul Gondaliya"],
    roles=[("aaj thi taliya vibhag nu dhyan {p} rakhse", "taliya vibhag nu dhyan"),
           ("Galaxy machine na operator {p} che, scan mate emne kehvu", "Galaxy machine na operator"),
           ("Mumbai ma aapdo maal have {p} vechse, e aapda navo dalal", "navo dalal"),
           ("હિસાબ કિતાબ હવે {p} સંભાળશે, બિલ એમને આપવા", "હિસાબ કિતાબ"),
           ("navo trainee {p}, gam thi aavyo che, ene 4P par besadvano", "navo trainee"),
           ("tijori ni chavi {p} pase rahese", "tijori ni chavi"),
           ("assortment (chhatni) nu kaam {p} karse", "assortment (chhatni)"),
           ("angadiya sathe no vyavahar {p} j karse, biju koi nahi", "angadiya sathe no vyavahar"),
           ("laser machine {p} chalavse biji shift ma", "laser machine"),
           ("ghat nu register {p} lakhse roj sanje", "ghat nu register"),
           ("planning (plotting) nu kaam {p} bhai nu che", "planning (plotting)"),
           ("નવા છોકરાઓ ને ટ્રેનિંગ {p} આપશે", "નવા છોકરાઓ ને ટ્રેનિંગ")],
    tasks=["4P machine na belt badlavana", "ghanti nu plate ghasavva mokalvu", "BDB mate packet ni list banavvi", "GIA na certificate Mumbai thi mangavva",
           "karigar ni hajri nu register update karvu", "Mini Bazaar thi nava chipiya ane loupe levana", "CCTV nu recording check karvu gaya athvadiya nu",
           "પાણી ની ટાંકી સાફ કરાવવી", "ESIC na form bharva badha karigar na", "Jigneshbhai ne stock list WhatsApp karvi", "planning room nu AC service karavvu",
           "angadiya ni slip file ma mukvi", "vijli na bill nu payment karvu", "navo diamond kanto calibrate karavvo"],
    asked=["koi {a}? aaje j karvanu che 🙏", "{a} — haju baki che, kon free che?", "કોઈ ભાઈ {a}, હું આજે Mumbai છું",
           "reminder: {a}, haju sudhi koi e nathi karyu", "bhai o, {a} mate ek jan joie", "sheth kehta hata ke {a}, kon karse?",
           "{a} pending che 😩 kale sudhi ma thavu joie", "bhai koi {a} plz, mara thi aaje nai thay"],
    edits=[("Karkhana no UPI: {x}", "Karkhana no UPI: {y} (pehla valo khoto hato, sorry)", "Karkhana no UPI", "upi"),
           ("angadiya no number {x}", "angadiya no number {y} - aa saacho che", "angadiya no number", "tel"),
           ("packet no lot number {x}", "packet no lot number {y}, bhul thai gayi", "packet no lot number", "lot"),
           ("tijori no code {x}", "tijori no code {y} ✅", "tijori no code", "pin"),
           ("office WiFi password: {x}", "office WiFi password: {y}", "office WiFi password", "wifi"),
           ("GIA report number: {x}", "GIA report number: {y} (chheli digit khoti hati)", "GIA report number", "gia"),
           ("Bank of Baroda account: {x}", "Bank of Baroda account: {y} — sudharyu", "Bank of Baroda account", "acct"),
           ("ટેમ્પો નો નંબર {x}", "ટેમ્પો નો નંબર {y}, form ma aa lakhjo", "ટેમ્પો નો નંબર", "plate")],
    changes=[("sheth sathe ni review meeting {x}", ["review meeting no time badlayo: {y}", "sorry bhai o, review meeting {y} rakhi che"],
              "review meeting", "hour"),
             ("dar ek karigar ne upad {x} aapvanu", ["karigar ne upad {y} j aapvanu, sheth e kidhu", "na na, karigar ne upad {y} aapvanu che"],
              "karigar ne upad", "rs"),
             ("Mumbai ni train {x} ni che, Surat station thi", ["Mumbai ni train {y} ni kari, tatkal ma malyu", "train badli: Mumbai ni train {y}"],
              "Mumbai ni train", "hour"),
             ("BDB party sathe ni meeting {x} e", ["BDB party sathe ni meeting {y} e khasedi, party bahar che", "update: BDB party sathe ni meeting {y}"],
              "BDB party sathe ni meeting", "date"),
             ("taliya no navo bhav {x} per nang", ["taliya no navo bhav {y} per nang, sheth sathe vaat thai", "sudharo: taliya no navo bhav {y}"],
              "taliya no navo bhav", "rs"),
             ("navu rough parcel {x} par levanu", ["navu rough parcel {y} par levanu, angadiya e kidhu", "jagya badli, navu rough parcel {y} par"],
              "navu rough parcel", "place"),
             ("satyanarayan ni katha {x} e karkhane", ["satyanarayan ni katha {y} e rakhi, maharaj free nathi", "satyanarayan ni katha have {y}"],
              "satyanarayan ni katha", "date"),
             ("ghanti vibhag ni shift {x} thi", ["ghanti vibhag ni shift {y} thi chalu thase, light na lidhe", "kale thi ghanti vibhag ni shift {y} thi"],
              "ghanti vibhag ni shift", "hour")])

# The chatter: names and places it mentions (never a fact's person).
_NAAM = ["Bhaveshbhai", "Kalpesh", "Chirag", "Nileshbhai", "Ketan", "Dinesh kaka", "Mukesh", "Hardik", "Paresh", "Jayesh", "Sanjay", "Vipul",
         "Rakeshbhai", "Hitesh", "Ashok kaka", "Kantibhai", "Jigneshbhai", "Maheshbhai", "Bhavlo", "Pintu"]
_THAU = ["Mini Bazaar", "Hira Bazaar", "Mahidharpura", "Kapodra", "Yogi Chowk", "Sarthana", "Katargam", "Puna gam", "Varachha road", "Nana Varachha",
         "Utran", "Sarthana jakatnaka", "Simada naka", "Hirabaug", "Mota Varachha", "Lambe Hanuman road", "Khajod"]
_GAM = ["Amreli", "Gariyadhar", "Savarkundla", "Botad", "Palitana", "Dhari", "Lathi", "Babra", "Bhavnagar", "Jasdan"]
_CHHOTO = ["ok bhai", "jay shree krishna 🙏", "JSK", "જય શ્રી કૃષ્ણ", "haa", "ha bhai", "બરાબર", "barabar", "saru", "સારું", "👍", "👍👍", "🙏", "🙏🙏",
           "😂😂", "🤣🤣", "hmm", "aavu chhu", "5 min ma", "kya cho?", "kem cho", "majama", "મજામાં", "jamva gayo", "chaa pivi che?", "☕", "done", "ok sheth",
           "haji nathi aavyo", "light gai 😤", "aaje raja che?", "nai", "na bhai", "shu thayu?", "kharekhar?", "are vah 👏", "mast", "jordar 🔥", "💎", "💎💎",
           "good morning", "Good morning 🌞", "suprabhat", "શુભ રાત્રિ", "gn", "sorry late", "call karo", "missed call hato", "ha aavi gayo", "pahochi gayo",
           "thank you", "aabhar", "આભાર", "👌", "thik", "ok ok", "samjayu", "na samjayu", "fari moklo", "😅", "🥲", "Happy birthday bhai 🎂🎉",
           "ram ram", "jai mataji", "જય માતાજી 🙏", "haa sheth", "ji", "ok ji", "હા", "na", "kai nai", "hu aavu", "bas", "chalo", "😴", "aaje kaam ochhu che",
           "bhai 🙏", "👍🏻", "okk", "nakki", "thai jase", "tension nai", "ho", "shu bolo cho", "haha", "thik che"]
_BICH = ["{n} kya che? phone nathi upadto", "{w} ma traffic bahu che aaje, late thase", "{n} bhai, maro chipiyo table par mukyo hato koi e joyo?",
         "aaje ghanti bahu garam thai gai, thodi vaar bandh rakhi", "{w} ni kitli ni chaa best 😋", "{n} ne kejo ke loupe pachhi aape",
         "market ma mandi che bhai, kaam ochhu aave che", "{n} na ghare prasang che, aaje nai aave", "AC bandh che, garmi lage che",
         "{w} thi nikli gayo, 20 min ma pahochu", "4P par aaje thodo vibration aave che", "aaje ghanu kaam che, jamvanu late thase",
         "{n} e aaje mast pel karyu, ekdum chamak 💎", "bapore jamvanu kon mangave che? {w} vala ne order aapu?", "koi ne {g} javanu che ravivare? gadi ma jagya che",
         "bus ma {w} thi ahiya sudhi 1 kalak lagyo", "{n} no dikro 10 ma pass thayo, penda khavdavse 😄", "China ni demand padi gai che re, Mumbai ma badha chinta ma",
         "aaj no Rapaport aavyo? koi pase che?", "{n} kale raja par che, enu packet koi sambhalo", "આજે લાઈટ ગઈ હતી બે કલાક", "{n} ભાઈ ક્યાં છો?",
         "{w} માં વરસાદ ચાલુ છે", "બધા ટાઈમસર આવજો", "ચા આવી ગઈ ☕ નીચે આવો", "{n} ni tabiyat saru nathi, dava lidhi", "aaje to stone ma kalo dagh nikalyo 😩",
         "{w} pase navu dhokla nu stall khulyu che, try karjo", "gaam thi {n} na bapuji aavya che", "kon kon aave che ravivare cricket ramva?",
         "lift bandh che, dadar thi aavjo", "{n} na lagna ma javanu che {g}, be divas nai aave", "sheth aaje {w} gaya che, bapore aavse",
         "parking ma bike mukvani jagya nathi, {w} bajuma mukjo", "mara ghare mehman che, thodo moddo aavish", "{n} tari bike ni chavi ahiya rahi gai",
         "aa vakhte {g} ma kapas saro thayo che kehta hata", "loupe no glass tuti gayo, navo kya male?", "kon jaay che {w}? mare pan aavvu che",
         "pankho ghonghat kare che, koi joi lo ne", "ghanti ni belt kharab avaj kare che", "{n} no mobile bandh aave che"]
_PRASNA = {"kon", "koi", "kya", "shu", "kem", "aaj", "bapore", "loupe"}
_YUVA = ["bhai kal cricket match hai kya?", "aaj to bore ho gaya yaar", "reel dekhi kya? 😂😂", "bhai mera 4P slow chal raha hai", "koi charger hai kya type C",
         "yaar sheth ko bol do aaj jaldi jana hai", "bro aaj pagar aayega kya", "IPL auction dekha?", "bhai wifi nahi chal raha", "lol", "😂😂😂 mast",
         "aaj kitne nang hue tere?", "bhai chai pe chalo", "free fire khelega koi?", "kal late aaunga bhai bol dena", "yaar ye stone me bahut kaam hai",
         "sachhi me?", "bhai kuch samjh nahi aaya", "ok bro", "mast hai yaar 💎🔥"]
_SHETH = ["jay shree krishna badha ne", "hu 1992 ma gam thi Surat aavyo tyare ek ghanti thi sharu karyu hatu",
          "te vakhte Varachha ma khetar hata, aaje juo ketla building thai gaya", "hira no dhandho vishwas par chale che, ek vaar vishwas gayo to badhu gayu",
          "aaje market ma mandi che pan dhiraj rakhvani", "mara bapuji kehta ke mehnat karo, Thakorji sambhalse",
          "chhokra o mobile ochho vaparo ane kaam par dhyan aapo", "stone ne dhyan thi pakdo, ek bhul ma laakho nu nuksan",
          "Mumbai vala to bhav todse j, aapde quality aapvani", "je karigar saru kaam karse tene inam malse", "aapde badha ek parivar chhiye",
          "kai pan takleef hoy to sidho mane kehjo, sharam na rakhvi", "2008 ni mandi pan joi che, aa pan jase", "Thakorji badha nu saru kare 🙏",
          "lakhva ma bhul hoy to maaf karjo"]
_SUCHANA = ["*Forwarded*\nSURAT DIAMOND ASSOCIATION\nસૂચના",
            "બધા કારખાનેદાર ભાઈઓ ને જણાવવાનું કે કારખાના માં કામ કરતા દરેક રત્નકલાકાર નું ID card રાખવું ફરજિયાત છે.",
            "Varachha vistar ma chori na banav vadhya che, karkhana ma raatre CCTV chalu rakhva vinanti.",
            "અજાણ્યા વ્યક્તિ ને હીરા નું પેકેટ આપવું નહિ, ફક્ત ઓળખીતા આંગડિયા મારફત જ વ્યવહાર કરવો.",
            "Aag thi bachva karkhana ma fire extinguisher rakhvu jaruri che.",
            "રત્નકલાકાર ભાઈઓ ના આરોગ્ય માટે મફત આંખ ની તપાસ કેમ્પ એસોસિએશન દ્વારા યોજાશે, વિગત ટૂંક સમયમાં.",
            "Nakli note thi savdhan raho, moti rakam na vyavahar bank thi j karva.",
            "લી. પ્રમુખ, સુરત ડાયમંડ એસોસિએશન, વરાછા રોડ, સુરત"]
_NIYAM = ["KARKHANA NA NIYAM — badha dhyan thi vanchjo 🙏",
          "• savare time par aavvanu, late aavse teni hajri half gansu.",
          "• ghanti par mobile nahi, phone locker ma mukvano.",
          "• packet haath ma aave tyare wajan manager same j tolavvanu, pachhi koi dalil nahi.",
          "• stone tute ke crack aave to turant kehvanu, chhupavvanu nahi.",
          "• karkhana ma gutkha, tambaku sakht mana che.",
          "• raja joie to ek divas pehla kehvanu, achanak raja nahi chale.",
          "• bapore jamva mate ardho kalak, vadhare nahi.",
          "• chhelle jay te light, pankha ane AC bandh kari ne jay.",
          "— Kantibhai, manager, Shreeji Diamonds"]
_SUVICHAR = ["🌺 સુપ્રભાત 🌺\nજીવન માં જે મળ્યું છે તેનો આભાર માનો, જે નથી મળ્યું તેની ચિંતા ન કરો.\n🙏 જય શ્રી કૃષ્ણ 🙏",
             "*Forwarded as received*\nHeera ni kimmat ghasay pachhi j vadhe che, manas nu pan evu j che 💎",
             "🌞 Good Morning 🌞\nMehnat etli chupchap karo ke safalta ghongat kare 🔥",
             "*Forwarded*\n🙏 આજે એકાદશી છે 🙏 સૌ ને જય શ્રી કૃષ્ણ",
             "☀️ શુભ સવાર ☀️\nસમય અને હીરો, બંને ની કદર કરો.",
             "Forwarded many times\nHASTA RAHO, MUSKURATE RAHO 😊🌹"]
_LINKS = ["https://www.rapnet.com/news/{n} aa vancho, market update", "https://youtu.be/{k} juo aa video, Galaxy machine nu demo",
          "https://maps.app.goo.gl/{k} navi office nu location", "https://www.instagram.com/reel/{k}/ 😂😂 aa juo",
          "https://www.gia.edu/report-check?reportno={m} check kari lo", "https://www.divyabhaskar.co.in/local/gujarat/surat/news/{n}.html hira udyog ni news",
          "https://www.youtube.com/watch?v={k} Kirtidan Gadhvi no dayro 🙏", "https://www.sandesh.com/gujarat/surat/{n} vancho"]
_BOT = ["નોંધ લીધી ✍️", "Ok, save karyu.", "Voice note sambhlai nathi, lakhi ne moklo 🙏", "Tarikh najik aavse tyare yaad karavish.", "Barabar, noted 👍"]
_SHAPE = ["RD", "RD", "RD", "PR", "OV", "EM", "CU", "MQ", "PE", "HS"]
_COLOR = ["D", "E", "F", "G", "H", "I", "J", "K"]
_CLARITY = ["IF", "VVS1", "VVS2", "VS1", "VS2", "SI1", "SI2"]
_KARIGAR = ["Bhavesh", "Kalpesh", "Chirag", "Ketan", "Mukesh", "Hardik", "Paresh", "Jayesh", "Vipul", "Hitesh", "Pintu", "Bhavlo", "Suresh", "Nitin",
            "Raju", "Amit", "Dilip", "Bharat"]
_PLACE = ["Mini Bazaar angadiya pedhi", "Mahidharpura ni office", "Varachha Main Road vali dukan", "Kapodra char rasta", "Hirabaug circle",
          "Surat station bahar", "Khajod SDB gate", "Nana Varachha dhal", "Sarthana vali office", "Katargam darwaja"]


class _Heera:
    """One chat's draws and the workshop's ways of talking."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.heera = Planter(rng, _HEERA, self.slot, self.value)

    def plant(self, kind: str) -> Planted:
        """A fact as the planter words it; a number's or a date's digits in Gujarati script now
        and then (its probe the same way, so it still matches)."""
        p = self.heera(kind)
        if p is None or kind not in ("number", "date/time") or self.rng.random() >= 0.22:
            return p
        text, probe, _ = p
        return _gu(text), tuple(_gu(x) for x in probe), None

    # -- formats ----------------------------------------------------------------------------

    def rs(self, n: int) -> str:
        """Rupees: "₹ 450", "Rs. 1,20,000/-", "૪૫૦ રૂપિયા", "450 rupiya", "45k"."""
        r = self.rng
        ways = [f"₹{n}", f"₹ {_lakh(n)}", f"Rs {n}", f"Rs. {_lakh(n)}/-", f"{n} rupiya", f"{_gu(_lakh(n))} રૂપિયા", f"₹ {_gu(_lakh(n))}"]
        if n % 100 == 0 and 1000 <= n < 100_000:
            ways += [f"{n / 1000:g}k", f"{n / 1000:g} hajar"]
        return r.choice(ways)

    def lakh(self, half: int) -> str:
        """Lakhs, in halves: "12.5 lakh", "₹ 12,50,000", "૧૨.૫ લાખ"."""
        v = f"{half / 2:g}"
        return self.rng.choice([f"{v} lakh", f"₹ {_lakh(half * 50_000)}", f"{_gu(v)} લાખ", f"Rs. {_lakh(half * 50_000)}/-"])

    def usd(self, n: int) -> str:
        return self.rng.choice([f"${n:,}", f"{n} dollar", f"USD {n}", f"${n}/ct"])

    def din(self, n: int) -> date:
        return date(2026, 12, 1) + timedelta(days=n)

    def dt(self, n: int) -> str:
        """A date: "12 Dec", "12/12", "૧૨ ડિસેમ્બર", "12 tarikh", "shukravar, 12 Dec"."""
        d = self.din(n)
        return self.rng.choice([f"{d.day} {_EN_MON[d.month]}", f"{d.day}/{d.month}", f"{_gu(str(d.day))} {_GU_MON[d.month]}", f"{d.day} {_EN_FULL[d.month]}",
                                f"{_VAR[d.weekday()]}, {d.day} {_EN_MON[d.month]}", f"{d.day} {_GU_MON[d.month]}", f"{d.day:02d}-{d.month:02d}-{d.year}"])

    def nd(self, n: int) -> str:
        """A deadline: "12/12/2026", "૧૨/૧૨/૨૦૨૬", "12 Dec 2026"."""
        d = self.din(n)
        return self.rng.choice([f"{d.day:02d}/{d.month:02d}/{d.year}", _gu(f"{d.day:02d}/{d.month:02d}/{d.year}"), f"{d.day} {_EN_MON[d.month]} {d.year}"])

    def samay(self, h: int, half: bool = False) -> str:
        """A time: "9 vagye", "સવારે ૯ વાગ્યે", "sanje 6 vagye", "9:30 vage", "7 baje"."""
        r = self.rng
        h12 = h if h <= 12 else h - 12
        part = "savare" if h < 12 else ("bapore" if h < 16 else ("sanje" if h < 20 else "raatre"))
        gpart = {"savare": "સવારે", "bapore": "બપોરે", "sanje": "સાંજે", "raatre": "રાત્રે"}[part]
        if half:
            return r.choice([f"{h12}:30 vage", f"{part} {h12}:30 vagye", f"{gpart} {_gu(f'{h12}:30')} વાગ્યે", f"sadha {h12} vagye ({part})"])
        return r.choice([f"{part} {h12} vagye", f"{gpart} {_gu(str(h12))} વાગ્યે", f"{h12} baje ({part})", f"{h}:00", f"{part} {h12} vage"])

    # -- the facts' values ------------------------------------------------------------------

    def slot(self, k: str) -> str:
        r, f = self.rng, self.heera.fresh
        slots: dict[str, Callable[[], str]] = {
            "rs": lambda: self.rs(f("rs", 8, 60) * 5), "rs3": lambda: self.rs(f("rs3", 14, 45) * 1000),
            "rs4": lambda: self.rs(f("rs4", 18, 150) * 1000 + r.choice([0, 350, 780])), "rs5": lambda: self.rs(f("rs5", 4, 40) * 10),
            "rs6": lambda: self.rs(f("rs6", 10, 80) * 10), "rs8": lambda: self.rs(f("rs8", 25, 120) * 100),
            "rs9": lambda: self.rs(f("rs9", 30, 250) * 1000), "rs10": lambda: self.rs(f("rs10", 25, 90) * 1000),
            "pc": lambda: str(f("pc", 20, 300)), "kk": lambda: str(f("kk", 8, 60)), "ctt": lambda: str(f("ctt", 40, 400)),
            "ct": lambda: r.choice(["{} ct", "{} carat", "{} કેરેટ"]).format(f"{f('ct', 150, 2000) / 100:.2f}"),
            "usd": lambda: self.usd(f("usd", 60, 900) * 10), "gh": lambda: f"{f('gh', 8, 45) / 10:.1f}%",
            "lakh": lambda: self.lakh(f("lakh", 4, 120)),
            "dt": lambda: self.dt(f("d", 0, 90)), "nd": lambda: self.nd(f("d", 0, 90)),
            "tm": lambda: self.samay(f("h", 7, 21), r.random() < 0.25),
            "dy": lambda: r.choice(["kale", "કાલે", "parmdivse", "somvare", "ravivare", "શનિવારે", "guruvare", "આવતા મંગળવારે", "budhvare"])}
        return slots[k]()

    def value(self, kind: str) -> str | None:
        r, f = self.rng, self.heera.fresh

        def tel() -> str:
            a, b = r.choice(["98250", "98980", "99090", "97129", "94260", "70160", "63540"]), r.randrange(10**4, 10**5)
            return r.choice([f"{a}{b}", f"+91 {a} {b}", f"{a}-{b}", _gu(f"{a} {b}")])

        def hour() -> str:
            h, half = divmod(f("hour", 14, 42), 2)
            return self.samay(h, bool(half))

        def plate() -> str:
            a, b = code(r, 2, "ABCDEFGHJKLMNPRSTUVWXZ"), r.randrange(1000, 10000)
            return r.choice([f"GJ-05-{a}-{b}", f"GJ 05 {a} {b}", f"GJ05{a}{b}"])

        draws: dict[str, Callable[[], str]] = {
            "upi": lambda: r.choice([f"shreejidiamonds{r.randrange(10, 1000)}@okaxis", f"{r.randrange(7 * 10**9, 10**10)}@ybl",
                                     f"heera.{code(r, 4).lower()}@oksbi"]),
            "tel": tel, "lot": lambda: r.choice([f"SR-{r.randrange(100, 10000)}", f"VR/{code(r, 3).upper()}/{r.randrange(10, 100)}"]),
            "pin": lambda: str(r.randrange(10**4, 10**6)),
            "wifi": lambda: r.choice([f"Shreeji@{r.randrange(1000, 100000)}", f"heera{code(r, 5)}", f"Varachha_{code(r, 3)}{r.randrange(10, 100)}"]),
            "gia": lambda: f"{r.choice(['2', '6', '7'])}{r.randrange(10**8, 10**9)}{r.randrange(0, 10)}",
            "acct": lambda: f"{r.randrange(1000, 10000)}0100{r.randrange(10**5, 10**6)}",
            "plate": plate, "hour": hour, "rs": lambda: self.rs(f("rsx", 6, 90) * 50), "place": lambda: r.choice(_PLACE),
            "date": lambda: self.dt(f("d", 0, 90))}
        return self.heera.apart(draws[kind]) if kind in draws else None

    # -- chatter ----------------------------------------------------------------------------

    def typo(self, text: str) -> str:
        """Now and then two letters swapped or one doubled, as a thumb on a phone does."""
        r = self.rng
        if len(text) < 8 or r.random() > 0.12:
            return text
        i = r.randrange(1, len(text) - 2)
        if not (text[i].isascii() and text[i].isalpha() and text[i + 1].isascii() and text[i + 1].isalpha()):
            return text
        return text[:i] + text[i + 1] + text[i] + text[i + 2:] if r.random() < 0.6 else text[:i] + text[i] + text[i:]

    def bich(self) -> str:
        r = self.rng

        def one() -> str:
            return r.choice(_BICH).format(n=r.choice(_NAAM), w=r.choice(_THAU), g=r.choice(_GAM))

        said = one()
        if r.random() < 0.25:
            more = one()
            said += r.choice([". ", " ane ", ", biju ke "]) + more[0].lower() + more[1:]
        return self.typo(tidied(r, said, 0.3, _PRASNA, [".", "!", " 🙏", "...", " 😅", "", " bhai"]))

    def stock(self) -> str:
        """The broker's or the manager's stock list."""
        r = self.rng
        rows = []
        for i in range(r.randrange(3, 8)):
            ct = r.randrange(18, 320) / 100
            rows.append(f"{i + 1}. {r.choice(_SHAPE)} {ct:.2f} {r.choice(_COLOR)} {r.choice(_CLARITY)} {r.choice(['3EX', '3EX', 'EX VG', 'VG'])} "
                        f"{r.choice(['NON', 'NON', 'FNT', 'MED'])} — ${r.randrange(40, 900) * 10:,}/ct")
        head = r.choice(["STOCK LIST", "Stock list (GIA)", "આજ નો સ્ટોક", "Available maal"])
        return f"{head} — {self.dt(r.randrange(0, 40))}\n" + "\n".join(rows) + r.choice(["", "\nbhav negotiable", "\nfinal bhav kehjo", "\nmemo par pan chalse"])

    def market(self) -> str:
        """The broker's market update from the Bourse."""
        r = self.rng
        lines = [f"{s}: {r.choice(['demand saru', 'slow', 'bhav stable', 'thodi maang', 'koi levano nathi', 'bhav 3-4% niche'])}"
                 for s in r.sample(["0.30-0.39", "0.50-0.69", "1 ct", "2 ct up", "fancy shape", "lab-grown", "melee", "pointer"], 4)]
        return (r.choice(["BDB market update 📊", "Mumbai market aaj nu", "BDB thi Jigneshbhai:", "market report"]) + "\n" + "\n".join(lines)
                + r.choice(["", "\nHong Kong show pachhi joie", "\nAmerica ni party o chup che", "\nDubai thi thodi inquiry che"]))

    def hajri(self) -> str:
        """The day's attendance."""
        r = self.rng
        rows = [f"{p} {r.choice(['✅', '✅', '✅', '❌', 'half day', 'late'])}" for p in r.sample(_KARIGAR, r.randrange(5, 11))]
        return r.choice(["HAJRI", "આજ ની હાજરી", "Hajri aaj ni"]) + f" ({self.dt(r.randrange(0, 40))})\n" + "\n".join(rows)

    def production(self) -> str:
        """The manager's day production sheet: pieces, weight and loss by karigar."""
        r = self.rng
        rows = [f"{p}: {r.randrange(8, 60)} nang, {r.randrange(50, 900) / 100:.2f} ct, ghat {r.randrange(10, 40) / 10:.1f}%" for p in r.sample(_KARIGAR, r.randrange(3, 7))]
        return (r.choice(["PRODUCTION", "આજ નું કામ", "Day report", "Production sheet"]) + f" — {r.choice(['taliya', 'mathala', '4P', 'ghanti vibhag'])}\n"
                + "\n".join(rows) + r.choice(["", "\ncheck kari lejo", "\nsheth ne moklyu"]))

    def slip(self) -> str:
        """An angadiya's receipt."""
        r = self.rng
        return (f"{r.choice(['Patel', 'Shree Ram', 'Mahendra', 'Ramesh'])} Angadiya — slip no. {r.randrange(1000, 99999)}\nFrom: Surat {r.choice(['Mini Bazaar', 'Mahidharpura'])}\n"
                f"To: Mumbai {r.choice(['BKC (BDB)', 'Opera House', 'Prasad Chambers'])}\nParcel: {r.randrange(1, 6)}\n{r.choice(['Delivered ✅', 'In transit', 'Received'])}")

    def jhuto(self) -> str:
        """Fact-like chatter that plants nothing."""
        r = self.rng
        return r.choice([f"hu {self.dt(r.randrange(0, 80))} e {r.choice(_GAM)} jau chu, be divas", f"Mini Bazaar ma loupe {self.rs(r.randrange(3, 20) * 50)} ma male che",
                         f"{r.choice(_NAAM)} no birthday {self.dt(r.randrange(0, 80))} e che 🎂", f"Vande Bharat ni Mumbai ni ticket {self.rs(r.randrange(9, 20) * 100)} hati",
                         f"{r.choice(_NAAM)} {self.samay(r.randrange(9, 20))} sudhi {r.choice(_THAU)} hase", f"gaikale {r.randrange(2, 6)} kalak light nahoti",
                         f"dollar aaje {r.randrange(84, 92)} par che", f"mara mobile nu screen {self.rs(r.randrange(15, 60) * 100)} ma badlayu",
                         f"{r.choice(_THAU)} ma dhokla {self.rs(r.randrange(4, 12) * 10)} no kilo", f"aaje {r.randrange(2, 9)} stone ma crack aavi 😩 kharab divas",
                         f"{self.samay(r.randrange(6, 9))} uthi ne cricket ramva gaya hata", f"rixa valo {self.rs(r.randrange(4, 15) * 10)} mangto hato station sudhi"])

    def photo(self) -> Said:
        r = self.rng
        d = date(2026, 11, 29) + timedelta(days=r.randrange(0, 12))  # the chat's own days
        return (r.choice(["", "", "aa stone juo, inclusion che", "ghanti nu plate", "packet", "Galaxy scan no screenshot", "karkhana ni puja 🙏",
                          "aaj nu kaam 💎", "chamak juo", "bill", "aa dagh nikle evo che?"]),
                media("photo", f"IMG-{d:%Y%m%d}-WA{r.randrange(0, 9999):04d}.jpg", "image/jpeg", r.randrange(60_000, 4_000_000)))

    def arko(self) -> Said:
        r = self.rng
        d = date(2026, 11, 29) + timedelta(days=r.randrange(0, 12))  # the chat's own days
        kind = r.choice(["video", "voice", "voice", "voice", "sticker", "sticker", "document"])
        if kind == "video":
            return (r.choice(["", "ghanti chalu", "stone ni chamak 360°", "aa juo 😂"]),
                    media("video", f"VID-{d:%Y%m%d}-WA{r.randrange(0, 9999):04d}.mp4", "video/mp4", r.randrange(900_000, 40_000_000)))
        if kind == "voice":
            return (r.choice(["", "", "sambhlo", "lakhvano time nathi, voice moklu chu"]),
                    media("voice", f"PTT-{d:%Y%m%d}-WA{r.randrange(0, 9999):04d}.opus", "audio/ogg", r.randrange(8_000, 900_000)))
        if kind == "sticker":
            return "", media("sticker", f"STK-{d:%Y%m%d}-WA{r.randrange(0, 9999):04d}.webp", "image/webp", r.randrange(8_000, 90_000))
        name, text = r.choice([("Stock_list_Shreeji.xlsx", "stock"), ("GIA_report.pdf", "report"), ("Hajri_December.pdf", ""),
                               ("Rapaport_price_list.pdf", "navu Rap"), ("Memo_BDB.pdf", "memo ni copy")])
        mime = "application/pdf" if name.endswith("pdf") else "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        return text, media("document", name, mime, r.randrange(30_000, 2_500_000))

    def chatter(self) -> Said:
        r = self.rng
        makers: list[Any] = [
            (lambda: (r.choice(_CHHOTO), None)), (lambda: (self.bich(), None)), (lambda: (r.choice(_YUVA), None)),
            (lambda: (self.stock(), None)), (lambda: (self.market(), None)), (lambda: (self.hajri(), None)), (lambda: (self.production(), None)),
            (lambda: (self.slip(), None)), (lambda: (ramble(r, _SHETH, 5, " "), None)), (lambda: (letter(r, _SUCHANA, sep="\n"), None)),
            (lambda: (r.choice(_SUVICHAR), None)), (lambda: (letter(r, _NIYAM, least=3, sep="\n"), None)),
            (lambda: (r.choice(_LINKS).format(k=code(r, 11), n=r.randrange(10**6, 10**8), m=r.randrange(10**9, 10**10)), None)),
            (lambda: (f"Jay shree krishna 🙏 {self.bich()}", None)), (lambda: (self.jhuto(), None)), self.photo, self.arko]
        weights = [27, 30, 7, 2.0, 2.0, 1.5, 1.8, 1.2, 4.5, 1.5, 2.5, 1.2, 2.5, 2.5, 7, 6, 6]
        return r.choices(makers, weights)[0]()  # type: ignore[no-any-return]

    def wrap(self, text: str) -> str:
        r = self.rng
        return r.choice([f"Jay shree krishna badha ne 🙏 {text}", f"{ramble(r, _SHETH, 3, ' ')} ane biju, {text}", f"aaj ni vaat:\n1. {text}\n2. {self.bich()}",
                         f"{text} 🙏", f"{text}\n— Kantibhai (manager)", f"*Important* {text}", f"{text}\nje group ma nathi ene pan kehjo",
                         f"📌 {text}", f"{text} aabhar.", f"{text}\n\n{r.choice(_SUVICHAR)}"])


def generate(seed: int, chats: int, messages: int, ids: Ids | None = None, fact_share: float = 0.07) -> list[Chat]:
    return family_chats(NAME, seed, chats, ids, lambda rng, chat_id: _chat(rng, chat_id, messages, fact_share))


def _chat(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    h = _Heera(rng)
    people = [f"91{rng.choice(['98', '97', '99', '94', '70', '63', '90', '88'])}{rng.randrange(10**7, 10**8)}" for _ in range(rng.randrange(6, 19))]

    # A workshop's day: busy from the morning to the evening, silent at night and on Sunday.
    def gap() -> int:
        return rng.randrange(10, 1500) if rng.random() > 0.08 else rng.randrange(3 * 3600, 15 * 3600)

    voice = Voice(h.plant, h.chatter, h.wrap, 0.25, lambda: rng.choice(_BOT), 0.03, gap, (4, 36))
    return assemble(rng, chat_id, n, fact_share, NAME, people, voice)
