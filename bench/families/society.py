"""The society family: the WhatsApp group of a cooperative housing society in Baner, Pune, in Hindi, Hinglish and a little Marathi.

Written for batch 11, while kaisha, souk and ushirika (batch 10) were still held out, and run on no
version of the summarizer when it was committed: a held-out family. Shree Ganesh Co-operative
Housing Society has about 120 flats in four wings, A to D, seven floors each, a clubhouse, a
small Ganesh mandir by the gate and a terrace that leaks every monsoon; its members, tenants,
the managing committee, the society manager and the watchmen share one group. The Hon. Secretary
writes notices in English ("Dear Members, ...") or in Hindi in Devanagari ("प्रिय सदस्यगण,") and
signs them "Hon. Secretary, Shree Ganesh CHS"; the residents write Hinglish, romanized Hindi mixed
with English ("kal subah paani nahi aayega", "lift phir se band hai yaar", "plz share"), with and
without punctuation, with Marathi words ("bhau", "kay zala", "barobar", "nako", "paus aala");
Joshi kaka forwards one long message with no punctuation at all and many 🙏🙏, and the aunties
post "Good morning" images every day. Pasted into the chat: the treasurer's maintenance dues
table, a plumber's or the society manager's bill, the watchman's visitor log lines, NoBrokerHood
gate alerts and MSEDCL's power cut notice (in Marathi or English); links to Google Forms,
NoBrokerHood, YouTube, Google Maps, Pune Mirror and a WhatsApp group invite; photos, videos and
voice notes. Money is "₹2,500", "Rs 2500", "Rs. 2,500", "2,500/-", "2.5k" and "₹1.2 lakh" (with
the Indian grouping, ₹1,20,000); dates are "14/12", "14 Dec", "14th Dec", "14 दिसंबर" and
"Saturday"; times are "subah 6 baje", "6 am", "18:30", "shaam saade 7 baje" and "शाम 7 बजे".
Its facts are said the society's way ("MC meeting mein decide hua: lift AMC – Kone ke saath 3
saal.", "Naye treasurer Swati Paranjpe hain, cheque unhi ke sign se jayenge").
"""

from __future__ import annotations

import random

from .common import Chat, Ids, Planter, Said, Voice, Wording, assemble, code, family_chats, letter, media, ramble, tidied

NAME = "society"
LANGUAGE = "hi"
# Messages per chat by default: about 18,000 to 28,000 characters of history and about 20 facts.
MESSAGES = 360

_EN_MAH = ["Dec", "Jan", "Feb", "March"]
_HI_MAH = ["दिसंबर", "जनवरी", "फ़रवरी", "मार्च"]
_DIN = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday", "shanivaar", "ravivaar", "रविवार", "शनिवार", "Sat", "Sun"]
_PAHAR = {"subah": "सुबह", "dopahar": "दोपहर", "shaam": "शाम", "raat": "रात"}
_WINGS = "ABCD"
# Residents as the chatter names them (never a fact's person).
_LOG = ["Joshi kaka", "Patil kaku", "Sharma ji", "Rohit", "Neha", "Bhosale saheb", "Iyer uncle", "Gupta ji", "Pinky", "Shinde dada", "Mehta aunty",
        "Kale tai", "Bunty", "Mane bhau"]

_NIRNAY = Wording(
    topics=[("New Year party", ["terrace pe DJ ke saath", "clubhouse mein potluck", "is saal nahi hogi"]),
            ("पार्किंग स्टिकर", ["हर फ्लैट को दो स्टिकर", "sirf ek car per flat", "visitors ke liye alag zone"]),
            ("security agency", ["Eagle Eye Security ko renew", "nayi agency Sainik Guards", "contract 6 mahine extend"]),
            ("lift AMC", ["Kone ke saath 3 saal", "local vendor Shree Elevators", "renewal March tak hold"]),
            ("solar panel project", ["terrace pe 25 kW lagayenge", "subsidy aane tak ruko", "sirf common area lights ke liye"]),
            ("पानी की टंकी की सफ़ाई", ["हर तीन महीने में", "agle Sunday ko", "AquaClean wale karenge"]),
            ("pet policy", ["lift mein pets allowed with leash", "sirf service lift mein", "garden mein no pets"]),
            ("Holi celebration", ["sirf dry colours, no water", "society ground pe subah 9 se 1", "wing wise alag alag"]),
            ("Sankranti haldi-kumkum", ["clubhouse mein sab ladies ek saath", "har wing apne floor pe", "Sunday shaam ko mandir ke paas"])],
    decided=["MC meeting mein decide hua: {s} – {c}.", "प्रबंध समिति का निर्णय — {s}: {c}।",
             "Dear Members, the Managing Committee has resolved regarding {s}: {c}.\nHon. Secretary, Shree Ganesh CHS",
             "ok final hua {s} {c} 👍", "voting result aa gaya 🗳 {S} → {c} ✅", "{S}: {c}. Sab ki sahmati se final 🙏",
             "chala mag barobar, {s} – {c} fix"],
    numbers=[("Is mahine ka maintenance collection {rs} hua hai", ("maintenance collection", "{rs}")),
             ("Dear Members, kindly note that the sinking fund balance stands at {lakh}.", ("sinking fund balance", "{lakh}")),
             ("MSEDCL ka common meter bill {rs2} aaya 😳", ("common meter bill", "{rs2}")),
             ("Parking mein total {gaadi} cars registered hain", ("cars registered", "{gaadi} cars")),
             ("Water tanker ka ek trip ab {rs3} ka padta hai", ("Water tanker ka ek trip", "{rs3}")),
             ("{baki} flats ka maintenance abhi bhi pending hai 😡", ("maintenance abhi bhi pending", "{baki} flats")),
             ("Plumber ne terrace leakage ka estimate {rs4} diya hai", ("terrace leakage ka estimate", "{rs4}")),
             ("बगीचे के माली की सैलरी {rs5} प्रति माह है", ("माली की सैलरी", "{rs5}")),
             ("Clubhouse booking se is saal {rs6} ki income hui", ("Clubhouse booking se", "{rs6}")),
             ("Overhead tank ki capacity {lit} litre hai", ("Overhead tank ki capacity", "{lit} litre")),
             ("Ganpati utsav ke fund mein {rs7} bache hain", ("Ganpati utsav ke fund", "{rs7}"))],
    dates=[("Society ki AGM {din} {samay} clubhouse mein hogi", ("Society ki AGM", "{samay}")),
           ("Pest control {tar} ko hoga, sab flats mein", ("Pest control", "{tar}")),
           ("Fire drill {din} {samay} — sab log participate karein", ("Fire drill", "{samay}")),
           ("Maintenance bharne ki aakhri tareekh {tar} hai, uske baad interest lagega", ("Maintenance bharne ki aakhri tareekh", "{tar}")),
           ("हल्दी-कुमकुम कार्यक्रम {tar} को {samay} से", ("हल्दी-कुमकुम कार्यक्रम", "{tar}")),
           ("Lift ka annual inspection {tar} ko hai, us din lift band rahegi", ("annual inspection", "{tar}")),
           ("Republic Day flag hoisting {samay} main gate pe 🇮🇳", ("flag hoisting", "{samay}")),
           ("Blood donation camp {tar} ko clubhouse mein, {samay} se", ("Blood donation camp", "{tar}")),
           ("Bacchon ka drawing competition {din} {samay} terrace pe", ("drawing competition", "{samay}"))],
    people=["Anand Gokhale", "Swati Paranjpe", "Rajesh Agarwal", "Priya Menon", "Vikram Jadhav", "Sneha Apte", "Farhan Shaikh", "Kavita Rao",
            "Nitin Bhide", "Pooja Deshmukh", "Harish Pillai", "Manjiri Sathe", "Arjun Chavan", "Rekha Bansal"],
    roles=[("Naye treasurer {p} hain, cheque unhi ke sign se jayenge", "Naye treasurer"),
           ("{p} ab humare naye society manager hain, complaints unko bhejo", "naye society manager"),
           ("{p} — A wing representative, A wing ke issues unko batao", "A wing representative"),
           ("Parking allotment ka kaam {p} dekhenge", "Parking allotment"),
           ("सांस्कृतिक समिति की प्रमुख {p} हैं", "सांस्कृतिक समिति की प्रमुख"),
           ("Lift ke complaints ke liye {p} se baat karo, unke paas Kone ka contact hai", "Lift ke complaints"),
           ("Welcome {p}! D-602 ke naye owner 🙏💐", "D-602 ke naye owner"),
           ("Conveyance deed ka legal matter {p} handle kar rahe hain", "Conveyance deed"),
           ("{p} ko Joint Secretary chuna gaya hai, congratulations 🎉", "Joint Secretary")],
    tasks=["terrace ki chaabi duplicate karwana", "B wing ka fused tube light badalna", "NoBrokerHood pe naye tenants add karna",
           "fire extinguishers refill karwana", "MC meeting ke minutes type karna", "water purifier ki servicing book karna",
           "garden ke liye khaad mangwana", "Republic Day ke liye jhanda aur stand laana", "drainage chamber saaf karwana",
           "notice board pe defaulters ki list lagana", "meter room ka lock theek karwana", "society ka GST return file karwana",
           "parking ki lines repaint karwana"],
    asked=["Koi volunteer? Kaam hai: {a} 🙏", "{a} abhi tak pending hai!! koi volunteer?", "Volunteers needed: {a}. Please DM.",
           "kisi ko time ho toh plz dekh lo – {a} 🙏", "कृपया कोई सदस्य यह काम देखें: {a}।", "bhau log, {a} baaki hai, koi toh karo yaar",
           "To-do list mein abhi bhi: {a}. Kaun lega?"],
    edits=[("Society ka Cosmos Bank account number: {x}", "Sorry galat tha — Society ka Cosmos Bank account number: {y}", "Cosmos Bank account number", "acct"),
           ("Plumber Raju ka number {x} hai", "Plumber Raju ka sahi number {y} hai", "Plumber Raju", "tel"),
           ("Clubhouse WiFi password: {x}", "Clubhouse WiFi password: {y}", "Clubhouse WiFi", "wifi"),
           ("AGM RSVP form: {x} plz fill", "AGM RSVP form (sahi link): {y} plz fill", "AGM RSVP form", "form"),
           ("Society UPI ID: {x}", "Society UPI ID: {y} (pehle wala galat tha)", "Society UPI ID", "upi"),
           ("Electrician Sunil ka number {x}", "Electrician Sunil ka number {y}, purana band hai", "Electrician Sunil", "tel"),
           ("Terrace door ka code {x} hai", "Terrace door ka code {y} hai", "Terrace door ka code", "pin")],
    changes=[("Maintenance per flat {x} per month hai", ["Maintenance per flat ab {y} per month", "AGM mein revise hua: Maintenance per flat {y}"],
              "Maintenance per flat", "maint"),
             ("Paani ka timing {x} hai", ["Paani ka timing badal gaya, ab {y}", "kal se paani ka timing {y} 💧"], "Paani ka timing", "paani"),
             ("Tanker wala {x} aayega", ["Tanker wala ab {y} aayega", "update: tanker wala {y} aayega, pehle nahi"], "Tanker wala", "samay"),
             ("Clubhouse ki booking fee {x} hai", ["Clubhouse ki booking fee ab {y} ho gayi", "MC ne badal di, clubhouse ki booking fee {y}"],
              "Clubhouse ki booking fee", "fee"),
             ("Mandir ki aarti roz {x} hoti hai", ["Mandir ki aarti ab roz {y} hogi", "kal se mandir ki aarti {y}"], "Mandir ki aarti", "samay"),
             ("Gym ka timing {x} hai", ["Gym ka timing ab {y}", "Dear Members, gym ka timing is revised to {y}."], "Gym ka timing", "gym"),
             ("Visitor parking charge {x} hai", ["Visitor parking charge ab {y}", "visitor parking charge badha diya, {y}"], "Visitor parking charge", "park"),
             ("Kachra gaadi {x} aati hai", ["Kachra gaadi ab {y} aayegi", "PMC wale bole kachra gaadi {y} aayegi"], "Kachra gaadi", "samay")])

# The chatter.
_CHHOTA = ["ok", "Ok 👍", "👍", "🙏", "🙏🙏", "noted", "Noted 🙏", "thanks", "thx", "ho gaya", "haan", "nahi", "same here", "yes", "+1", "agreed",
           "Good night 🌙", "Jai Shree Ram 🙏", "Ganpati Bappa Morya 🙏", "hmm", "kya hua", "😂", "🤣", "sahi hai", "bilkul", "barobar", "ho", "nako",
           "kay zala?", "chala", "bara", "mast 👌", "lol", "true", "exactly", "plz share", "pls share", "received", "मिल गया", "धन्यवाद 🙏", "ji",
           "ji uncle", "done", "paid ✅", "kaun?", "who?", "😡", "🙄", "sorry wrong group", "thank you ji", "Jai Maharashtra 🚩", "👏👏", "??",
           "same problem", "Ho ho", "aala", "kuthe?", "nice 👌"]
_BEECH = ["kal subah paani nahi aayega", "lift phir se band hai yaar", "{w} wing ki lift phir atak gayi 😡", "{f} ka parcel gate pe pada hai",
          "koi bataega aaj kachra uthaya kya", "{n} aapki car ne meri car block ki hai", "garden mein phir se kutte ki potty 🤢",
          "plz share plumber ka number", "aaj light gayi thi 2 ghante", "MSEDCL wale kab theek karenge", "{f} mein subah se drilling chal rahi hai",
          "watchman raat ko so raha tha 😤", "Swiggy wale ko bina OTP andar kyun jaane diya", "kal raat {w} wing mein kisi ne 1 baje horn bajaya",
          "kabootar bahut ho gaye hain balcony mein", "kabootar net lagwana hai kisi ko? contact hai mere paas", "Baner road pe bahut traffic hai aaj",
          "{n} kay zala?", "mala pan sang", "paus aala 🌧", "5th floor pe paani ka pressure bahut low hai", "MNGL wale aaye the gas meter check karne",
          "koi cooking ke liye maid recommend kar sakta hai", "Happy birthday {n} 🎂🎉", "car wash wala aaj bhi nahi aaya",
          "kisi ki black Activa gate pe khadi hai chaabi ke saath", "NoBrokerHood app kaam nahi kar raha", "visitor ka OTP nahi aa raha",
          "bacche parking mein cricket khel rahe hain, kisi ka shisha tootega", "who parked in front of {w} wing gate??",
          "please balcony se kachra mat phenko", "stray dogs ko parking mein khana mat do please", "raat 11 baje ke baad music band karo please",
          "{f} wale please AC ka drain pipe theek karo, paani gir raha hai", "aaj ki meeting kitne baje hai", "maintenance bhar diya {f} ✅",
          "fine lagega kya late payment pe", "last year maintenance kitna tha", "mera bijli ka bill 3.2k aaya is mahine 😳",
          "AGM kab hai koi bataega", "{n} aapka courier mere paas hai", "kal Sunday hai, lift maintenance toh nahi na",
          "hamare floor pe bulb fuse hai 2 din se", "gate pe naya guard hai kya", "sabko Happy Makar Sankranti 🪁 tilgul ghya god god bola",
          "{w} wing ki terrace pe kaun gaya tha", "kya koi Amazon delivery le sakta hai {f} ki, main office mein hoon",
          "doodhwala aaj late aaya", "paani ka tanker aa gaya kya", "yaar ye lift ka display phir se E5 dikha raha hai",
          "{n} tumhi kuthe aahat", "mast zala program kal ka 👏", "ganda paani aa raha hai tap mein, kisi aur ke yahan bhi?",
          "koi Hinjewadi jaa raha hai kal subah? carpool", "{f} mein koi rehta hai kya abhi? 6 mahine se band hai",
          "main gate ka boom barrier phir kharab", "jo log gaadi dhote hain pipe se, paani waste hota hai", "society ke bahar PMC wale gaddha khod rahe hain",
          "kal se school bus {w} wing ke saamne rukegi", "{n} aapki gaadi ki headlight on reh gayi hai"]
_SAWAL = {"kya", "koi", "kaun", "kab", "kahan", "kyun", "kisi", "who", "any", "anyone", "aaj", "fine", "last", "kal", "gate", "paani", "ganda"}
_KAKA = ["Dear all society members namaskar 🙏🙏", "Forwarded as received 👇👇", "aaj kal ke bacche lift mein khelte hai button daba ke bhaag jaate hai",
         "humare zamane mein poori society ek family jaise rehti thi 🙏", "sabko pata hai Pune mein paani ki kami hai 💧💧",
         "isliye paani bachao car dhone ke liye pipe mat lagao bucket use karo", "roz subah 4 glass garam paani piyo sab bimari door 💪💪",
         "kal se morning walk group shuru hai jo bhi aana chahe garden mein aao 🚶‍♂️🚶‍♀️", "health hi wealth hai",
         "mobile kam chalao parivar ke saath baitho 📵", "ye message 10 logon ko bhejo achhi khabar milegi 🙏🙏🙏",
         "maine 1987 mein ye flat liya tha tab yahan sirf khet the 🌾", "please share with all groups", "Om Sai Ram 🙏🙏", "Jai Hind 🇮🇳🇮🇳",
         "sab khush raho swasth raho 🌹🌹🙏"]
_SACHIV_EN = ["Dear Members,", "Members are requested not to park two-wheelers in the driveway.",
              "Kindly ensure that pets are on a leash in all common areas.", "Use of the terrace is not permitted after 10 pm.",
              "Members are requested to clear their dues at the earliest to avoid interest as per the bye-laws.",
              "Please do not dry clothes on the staircase railings.", "All tenants must register with the society office along with police verification.",
              "Any renovation work must be intimated to the office in writing.", "Thank you for your cooperation.",
              "Regards,\nHon. Secretary, Shree Ganesh CHS"]
_SACHIV_HI = ["प्रिय सदस्यगण,", "सभी सदस्यों से निवेदन है कि गीला और सूखा कचरा अलग-अलग रखें।", "लिफ्ट में छोटे बच्चों को अकेले न भेजें।",
              "सोसाइटी परिसर में पटाखे फोड़ना सख़्त मना है।", "किरायेदारों का पुलिस वेरिफिकेशन अनिवार्य है।",
              "पानी का अपव्यय न करें, मोटर चालू छोड़कर न जाएं।", "बाहरी वाहनों को पार्किंग में अनुमति नहीं है।", "आपके सहयोग के लिए धन्यवाद।",
              "Hon. Secretary, Shree Ganesh CHS"]
_SUPRABHAT = ["Good morning 🌸🙏", "Good Morning ji 🌞", "Shubh Prabhat 🌼🙏", "सुप्रभात 🙏🌺", "Have a blessed day 🌹", "Good morning all ☕",
              "🌹🌹 Good Morning 🌹🌹 Jai Shree Krishna", "Shubh Ravivaar 🙏🌻", "Good morning! Aapka din mangalmay ho 🙏"]
_KADI = ["https://forms.gle/{k} plz fill karo sab", "https://nobrokerhood.com/app/notice/{n} notice dekh lo", "https://youtu.be/{k} must watch 🙏🙏",
         "https://www.youtube.com/watch?v={k} kabootar bhagane ka desi jugaad 😂", "https://maps.app.goo.gl/{k} naya vegetable market yahan hai",
         "https://punemirror.com/pune/civic/{n} Baner mein paani cut", "https://chat.whatsapp.com/{k} Sankranti group join karo ladies",
         "https://forms.gle/{k}", "https://www.youtube.com/shorts/{k} 😂😂"]
_BOT = ["Noted ✍️", "Save kar liya.", "Voice note nahi sun sakta, please type karein?", "Welcome! 🙏", "Time aane pe yaad dila dunga."]
_YAAD = ("⚠️ REMINDER: Gaadi sirf apne allotted slot mein park karein, visitors ki entry NoBrokerHood pe approve karein aur gila-sukha kachra "
         "alag rakhein. Cooperation ke liye dhanyavaad 🙏")


def _inr(n: int) -> str:
    """`n` grouped the Indian way: 1,20,000."""
    s = str(n)
    head, tail = s[:-3], s[-3:]
    groups = []
    while len(head) > 2:
        groups.insert(0, head[-2:])
        head = head[:-2]
    return ",".join(([head] if head else []) + groups + [tail])


class _Society:
    """One chat's draws and the society's ways of talking."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.nirnay = Planter(rng, _NIRNAY, self.slot, self.value)

    def rs(self, n: int) -> str:
        """An amount the ways members write it."""
        r, g = self.rng, _inr(n)
        forms = [f"₹{g}", f"₹{g}", f"Rs {n}", f"Rs. {g}", f"{g}/-", f"₹{n}", f"{g} रुपये"]
        if 1000 <= n < 100_000 and n % 100 == 0:
            forms.append(f"{n / 1000:g}k")
        if n >= 100_000 and n % 10_000 == 0:
            forms += [f"₹{n / 100_000:g} lakh", f"Rs {n / 100_000:g} lakh", f"{n / 100_000:g} लाख"]
        return r.choice(forms)

    def samay(self, h: int, mi: int | None = None) -> str:
        """An hour as residents write it: "subah 6 baje", "शाम 7 बजे", "6 am", "18:30"."""
        r = self.rng
        mi = r.choice([0, 0, 0, 30, 15]) if mi is None else mi
        part = "subah" if 4 <= h < 12 else "dopahar" if 12 <= h < 16 else "shaam" if 16 <= h < 20 else "raat"
        h12 = h % 12 or 12
        x = r.random()
        if x < 0.4 and (mi == 0 or h12 > 2):
            pre = {0: "", 15: "sava ", 30: "saade "}.get(mi)
            if pre is not None:
                return f"{part} {pre}{h12} baje"
        if x < 0.55 and mi in (0, 30) and (mi == 0 or h12 > 2):
            return f"{_PAHAR[part]} {'साढ़े ' if mi else ''}{h12} बजे"
        ampm = "am" if h < 12 else "pm"
        return r.choice([f"{h12} {ampm}" if mi == 0 else f"{h12}:{mi:02d} {ampm}", f"{h:02d}:{mi:02d}", f"{h12}{ampm}" if mi == 0 else f"{h12}.{mi:02d}{ampm}"])

    def paani(self, n: int) -> str:
        """The n-th of the hours the water may come (each a different one), as residents write it."""
        r = self.rng
        half, (h, hours) = n % 2, [(5, 2), (6, 2), (7, 2), (17, 2), (18, 2), (6, 3), (19, 2)][n // 2]
        e = h + hours
        part = "subah" if h < 12 else "shaam"
        if half:
            return r.choice([f"{part} saade {h % 12} se saade {e % 12}", f"{h % 12}:30 se {e % 12}:30 {part}", f"{h:02d}:30 to {e:02d}:30"])
        ampm = "am" if h < 12 else "pm"
        return r.choice([f"{part} {h % 12} se {e % 12}", f"{part} {h % 12} se {e % 12} baje tak", f"{_PAHAR[part]} {h % 12} से {e % 12} बजे",
                         f"{h % 12}{ampm}–{e % 12}{ampm}", f"{h:02d}:00 to {e:02d}:00"])

    def tarikh(self, n: int) -> str:
        m, d = divmod(n, 28)
        d += 1
        suf = "th" if 10 <= d <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")
        mm, yy = [12, 1, 2, 3][m], "26" if m == 0 else "27"
        return self.rng.choice([f"{d}/{mm}", f"{d} {_EN_MAH[m]}", f"{d} {_HI_MAH[m]}", f"{d}{suf} {_EN_MAH[m]}", f"{d:02d}/{mm:02d}/{yy}", f"{d} {_EN_MAH[m]}"])

    def slot(self, k: str) -> str:
        r, f = self.rng, self.nirnay.fresh
        slots = {"rs": lambda: self.rs(f("rs", 20, 80) * 5000), "lakh": lambda: self.rs(f("lakh", 8, 90) * 10_000),
                 "rs2": lambda: self.rs(f("rs2", 60, 400) * 100), "gaadi": lambda: str(f("gaadi", 70, 190)),
                 "rs3": lambda: self.rs(f("rs3", 8, 30) * 100), "baki": lambda: str(f("baki", 4, 35)),
                 "rs4": lambda: self.rs(f("rs4", 15, 200) * 1000), "rs5": lambda: self.rs(f("rs5", 8, 25) * 1000),
                 "rs6": lambda: self.rs(f("rs6", 20, 150) * 1000), "lit": lambda: _inr(f("lit", 10, 60) * 1000),
                 "rs7": lambda: self.rs(f("rs7", 5, 90) * 1000),
                 "din": lambda: r.choice(_DIN), "samay": lambda: self.samay(f("h", 6, 22)), "tar": lambda: self.tarikh(f("tar", 0, 112))}
        return slots[k]()

    def value(self, kind: str) -> str | None:
        r, f = self.rng, self.nirnay.fresh
        draws = {"acct": lambda: str(r.randrange(10**13, 10**14)), "tel": lambda: f"{r.choice('6789')}{r.randrange(1000, 9999)} {r.randrange(10000, 99999)}",
                 "wifi": lambda: f"GaneshCHS@{r.randrange(1000, 9999)}", "form": lambda: f"https://forms.gle/{code(r, 12)}",
                 "upi": lambda: f"shreeganeshchs{r.randrange(10, 99)}@{r.choice(['cosmos', 'okaxis', 'ybl', 'sbi'])}",
                 "pin": lambda: f"{r.randrange(1000, 9999)}#",
                 "maint": lambda: self.rs(f("maint", 22, 65) * 100),
                 "paani": lambda: self.paani(f("paani", 0, 14)),
                 "samay": lambda: self.samay(*divmod(f("samay", 24, 88) * 15, 60)),
                 "fee": lambda: self.rs(f("fee", 10, 60) * 100),
                 "gym": lambda: r.choice(["subah 5 se 10, shaam 5 se 10", "6am to 11pm", "subah 6 se raat 9", "05:30–09:30 & 17:00–21:00",
                                          "सुबह 6 से 10 और शाम 6 से 10", "subah 5:30 se dopahar 12"]),
                 "park": lambda: self.rs(f("park", 2, 20) * 10) + r.choice([" per hour", " per day", " ek raat ka", ""])}
        return self.nirnay.apart(draws[kind]) if kind in draws else None

    # -- chatter ----------------------------------------------------------------------------

    def flat(self) -> str:
        r = self.rng
        return f"{r.choice(_WINGS)}-{r.randrange(1, 8)}0{r.randrange(1, 5)}"

    def beech(self) -> str:
        r = self.rng
        t = r.choice(_BEECH).format(n=r.choice(_LOG), f=self.flat(), w=r.choice(_WINGS))
        return tidied(r, t, 0.3, _SAWAL, [".", "!", " 🙏", "!!", " yaar", "."])

    def dues(self) -> str:
        r = self.rng
        flats = sorted({self.flat() for _ in range(r.randrange(5, 9))})
        rows = [f"{fl:<7}{r.choice(_LOG).split()[0]:<10}{'₹' + _inr(r.choice([2800, 3150, 3150, 5600, 8400, 9450, 12600])):>9}  "
                f"{r.choice(['Pending', 'Pending', 'Paid', 'Part paid', '2 months'])}" for fl in flats]
        return (f"MAINTENANCE DUES – {r.choice(['Oct–Dec', 'Q3', 'till Nov', 'Jan'])}\n```\nFlat   Name         Amount  Status\n" + "\n".join(rows)
                + "\n```" + r.choice(["", "\nPlease clear at the earliest 🙏", "\n- Treasurer", "\nGPay/NEFT dono chalega"]))

    def bill(self) -> str:
        r = self.rng
        if r.random() < 0.5:
            items = ["Tap replacement", "Flush valve", "Pipe leakage repair", "Washer + labour", "Motor pump service", "Tank float valve", "Drainage cleaning"]
            rows = [f"{i + 1}. {it} ({self.flat()}) – Rs {r.randrange(2, 40) * 50}" for i, it in enumerate(r.sample(items, r.randrange(2, 5)))]
            return f"*Sai Plumbing Works* 🔧\nBill no. {r.randrange(100, 999)}\n" + "\n".join(rows) + f"\nTotal: Rs {_inr(r.randrange(8, 90) * 100)}\nGPay pe bhej dena sir"
        items = ["Housekeeping (2 staff)", "Security (3 guards)", "Common electricity", "Garden maintenance", "Lift electricity", "Stationery", "Diesel for DG set"]
        rows = [f"- {it}: ₹{_inr(r.randrange(10, 900) * 100)}" for it in r.sample(items, r.randrange(3, 6))]
        return "Society manager – monthly expenses:\n" + "\n".join(rows) + r.choice(["", "\nVouchers office mein hain", "\n(approx, final kal)"])

    def visitors(self) -> str:
        r = self.rng
        kinds = ["Swiggy", "Zomato", "Amazon", "Flipkart", "Urban Company", "Guest", "Maid", "Ola cab", "Plumber", "Blinkit", "Courier", "Doodhwala"]
        t, rows = r.randrange(7 * 60, 20 * 60), []
        for _ in range(r.randrange(3, 7)):
            t += r.randrange(2, 50)
            rows.append(f"{t // 60 % 24:02d}:{t % 60:02d} {r.choice(kinds)} – {self.flat()} – {r.choice(['IN', 'IN', 'OUT', 'in', 'out'])}")
        if r.random() < 0.35:
            who = r.choice(["Ramesh (Guest)", "Swiggy delivery", "Amazon delivery", "Sunita (Maid)", "Urban Company"])
            return f"NoBrokerHood: Your visitor {who} has arrived at Main Gate. Allowed by {r.choice(['Bahadur', 'Santosh', 'Gurung'])}."
        return f"Visitor log gate {r.randrange(1, 3)} – {r.choice(['Bahadur', 'Santosh', 'Gurung'])}\n" + "\n".join(rows)

    def msedcl(self) -> str:
        r = self.rng
        d = self.tarikh(r.randrange(0, 112))
        h = r.randrange(8, 12)
        if r.random() < 0.5:
            return (f"*Forwarded*\nMSEDCL: Dear Consumer, power supply in Baner, Balewadi and Pashan area will remain shut on {d} from {h}:00 to "
                    f"{h + r.randrange(3, 6)}:00 for maintenance work. Inconvenience is regretted.")
        return (f"महावितरण सूचना: दुरुस्तीच्या कामासाठी बाणेर परिसरातील वीजपुरवठा {d} रोजी सकाळी {h} ते दुपारी {r.randrange(1, 5)} वाजेपर्यंत बंद "
                "राहील. ग्राहकांनी सहकार्य करावे.")

    def chatter(self) -> Said:
        r = self.rng
        makers = [(lambda: (r.choice(_CHHOTA), None)), (lambda: (self.beech(), None)), (lambda: (self.dues(), None)), (lambda: (self.bill(), None)),
                  (lambda: (self.visitors(), None)), (lambda: (self.msedcl(), None)),
                  (lambda: (ramble(r, _KAKA, 6, " "), None)), (lambda: (letter(r, _SACHIV_EN, sep="\n"), None)),
                  (lambda: (letter(r, _SACHIV_HI, sep="\n"), None)), (lambda: (_YAAD, None)),
                  (lambda: (r.choice(_KADI).format(k=code(r, 11), n=r.randrange(10**5, 10**8)), None)),
                  (lambda: (f"{r.choice(_SUPRABHAT)} {self.beech()}", None)), self.suprabhat, self.photo, self.video, self.voice]
        weights = [25, 30, 1.6, 1.6, 2.2, 1.2, 3, 1.4, 1.2, 1.8, 3, 2.5, 5, 5, 1.2, 4.5]
        return r.choices(makers, weights)[0]()

    def suprabhat(self) -> Said:
        r = self.rng
        return (r.choice(_SUPRABHAT + ["", ""]), media("photo", f"IMG-2026{r.choice(['12', '01', '02'])}{r.randrange(10, 29)}-WA{r.randrange(1000, 9999)}.jpg",
                                                     "image/jpeg", r.randrange(40_000, 400_000)))

    def photo(self) -> Said:
        r = self.rng
        return (r.choice(["", "", "ye dekho 👇", "parking mein ye kiski gaadi hai", f"{r.choice(_WINGS)} wing staircase mein leakage", "lift ka haal 😡",
                          "kachra phir se", "kal ka program 😍", f"{self.flat()} ke bahar"]),
                media("photo", f"IMG-2026{r.choice(['12', '01', '02'])}{r.randrange(10, 29)}-WA{r.randrange(1000, 9999)}.jpg", "image/jpeg", r.randrange(80_000, 3_200_000)))

    def video(self) -> Said:
        r = self.rng
        return (r.choice(["", "bacchon ka dance 😍", "lift beech mein ruk gayi", "paani bah raha hai terrace se"]),
                media("video", f"VID-2026{r.choice(['12', '01', '02'])}{r.randrange(10, 29)}-WA{r.randrange(1000, 9999)}.mp4", "video/mp4", r.randrange(900_000, 25_000_000)))

    def voice(self) -> Said:
        r = self.rng
        if r.random() < 0.15:
            return "", media("sticker", "sticker.webp", "image/webp", r.randrange(8_000, 60_000))
        return (r.choice(["", "", "", "voice note sun lo", "type nahi kar sakti abhi"]),
                media("voice", f"PTT-2026{r.choice(['12', '01', '02'])}{r.randrange(10, 29)}-WA{r.randrange(1000, 9999)}.opus", "audio/ogg", r.randrange(4_000, 600_000)))

    def wrap(self, text: str) -> str:
        r = self.rng
        return r.choice([f"{r.choice(_SUPRABHAT)} {text}", f"{text}\n\n{_YAAD}", f"{ramble(r, _KAKA, 4, ' ')} aur haan {text}",
                         f"MC meeting points:\n1. {text}\n2. {self.beech()}", f"{text} 🙏", f"{text}\nplz note sab log",
                         f"Dear Members,\n{text}\nThank you.", f"{self.msedcl()}\n\naur ek baat: {text}"])


def generate(seed: int, chats: int, messages: int, ids: Ids | None = None, fact_share: float = 0.059) -> list[Chat]:
    return family_chats(NAME, seed, chats, ids, lambda rng, chat_id: _chat(rng, chat_id, messages, fact_share))


def _chat(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    s = _Society(rng)
    people = [f"91{rng.choice('6789')}{rng.randrange(100_000_000, 999_999_999)}" for _ in range(rng.randrange(14, 30))]  # Indian mobile numbers

    # Busy before office and after dinner; quiet in the afternoon and late at night.
    def gap() -> int:
        return rng.randrange(10, 1500) if rng.random() > 0.1 else rng.randrange(6 * 3600, 20 * 3600)

    voice = Voice(s.nirnay, s.chatter, s.wrap, 0.24, lambda: rng.choice(_BOT), 0.035, gap, (4, 36))
    return assemble(rng, chat_id, n, fact_share, NAME, people, voice)
