"""The poshak family: the WhatsApp group of the floor staff of a garment factory (পোশাক কারখানা) in Konabari, Gazipur, near Dhaka, in Bengali.

Written for batch 14, after malli, danfo, marani and chaachaan (batch 13) were measured once, and run
on no version of the summarizer when it was committed: a held-out family. Unit-2 of Kashful Apparels
Ltd. (কাশফুল অ্যাপারেলস লিঃ, an invented knit-garment exporter) sews T-shirts, hoodies and kidswear on
some fifteen sewing lines for a Swedish high-street buyer, Nordvik & Lund (invented), through a
buying house in Gulshan; its production manager, the line chiefs and supervisors, the IE
(industrial engineering) desk, QC, the cutting and finishing sections, the store, HR and admin,
the compliance officer, a merchandiser and Rahima, the oldest sewing operator of line 4, share one
group. The production manager, মোঃ আনোয়ার হোসেন, posts formal Bangla notices ("প্রিয় সহকর্মীবৃন্দ,
আসসালামু আলাইকুম।", "এতদ্বারা ... জানানো যাচ্ছে যে") signed "আদেশক্রমে" with his title; the line
supervisors write short Banglish (romanized Bengali) with no punctuation ("ok bhai", "line 7 e
problem", "input ashe nai ekhono", "thread shesh") and now and then Bangla script with a দাঁড়ি (।);
Rahima writes one long unpunctuated message in spoken, dialect-tinged Bangla ("বাইশ বছর ধইরা এই
কারখানায় কাম করি") about her years on the line, the canteen dal and her grandson's fever; the
compliance officer, নাসরিন আক্তার, says the same reminder about fire exits, ID cards and needle guards
again and again; the merchandiser writes English ("Dear all, please find the PO details below").
Pasted into the chat: the IE's hourly production table per line (target, hourly output, efficiency,
DHU), the buyer's PO sheet with style, colours, sizes and quantities, the shipment schedule to
Chattogram port, bKash and Nagad SMS (salary, cash out), a BGMEA circular, the Palli Bidyut
load-shedding notice, a spreadsheet formula for line efficiency; links to Facebook, YouTube,
BGMEA, DIFE, Prothom Alo, Google Drive and wa.me; WhatsApp photos, videos, voice notes (PTT-…opus),
stickers and PDF and Excel documents. Digits are Bengali (১২৩) in some messages and Latin in others;
money is "৳১২,৫০০", "Tk 12,500", "Tk.12,500/-", "১২,৫০০ টাকা", "১২ হাজার টাকা", "12500 tk" and,
in lakhs, "৳১,২৫,০০০" or "১.২৫ লাখ টাকা"; dates "১৪ ডিসেম্বর", "১৪ ডিসেম্বর, সোমবার", "14/12",
"১৪/১২", "14 Dec", "14.12.2026" and by the Bengali calendar "১ পৌষ" beside the English date; times
"সকাল ৮টা", "সকাল ৮টায়", "বিকাল সাড়ে ৩টায়", "8am", "8:30am" and "রাত ১০:০০".
Its facts are said the floor's way ("মিটিং এ final hoise, বার্ষিক বনভোজন: গাজীপুর সাফারি পার্কে ✅",
"আজ থেকে লাইন ৫ এর নতুন সুপারভাইজার রোকসানা পারভীন").
"""

from __future__ import annotations

import random
from datetime import date, timedelta

from .common import Chat, Ids, Planter, Said, Voice, Wording, assemble, code, family_chats, grouped, letter, media, ramble, tidied

NAME = "poshak"
LANGUAGE = "bn"
# Messages per chat by default: about 18,000 to 30,000 characters of history and about 20 facts.
MESSAGES = 300

_BN = str.maketrans("0123456789", "০১২৩৪৫৬৭৮৯")
_MASH = ["জানুয়ারি", "ফেব্রুয়ারি", "মার্চ", "এপ্রিল", "মে", "জুন", "জুলাই", "আগস্ট", "সেপ্টেম্বর", "অক্টোবর", "নভেম্বর", "ডিসেম্বর"]
_EN_MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
_BAR = ["সোমবার", "মঙ্গলবার", "বুধবার", "বৃহস্পতিবার", "শুক্রবার", "শনিবার", "রবিবার"]
# The Bengali calendar as Bangladesh keeps it (revised 2019): the month and the Gregorian day it starts on.
_BONGABDO = [("অগ্রহায়ণ", date(2026, 11, 16)), ("পৌষ", date(2026, 12, 16)), ("মাঘ", date(2027, 1, 15)), ("ফাল্গুন", date(2027, 2, 14)),
             ("চৈত্র", date(2027, 3, 15)), ("বৈশাখ", date(2027, 4, 14))]
# Operators, supervisors and helpers as the chatter names them (never a fact's person).
_NAMES = ["রুবেল", "শাহীন ভাই", "Babul", "মিনু আপা", "সোহেল", "Jewel", "রিনা", "লিটন ভাই", "মামুন", "পারুল আপা", "Sagor", "Kulsum", "মুন্নি",
          "Alamin", "ফাতেমা", "Rasel bhai", "শিউলি"]
_LINES = [str(i) for i in range(1, 16)]

_FLOOR = Wording(
    topics=[("শুক্রবারের ওভারটাইম", ["শুধু ফিনিশিং সেকশনে", "এই মাসে পুরো বন্ধ", "সব লাইনে চার ঘণ্টা"]),
            ("বিজয় দিবসের ছুটি", ["১৬ আর ১৭ ডিসেম্বর দুই দিন", "শুধু ১৬ ডিসেম্বর", "১৬ তারিখ ছুটি, বদলে শনিবার কাজ"]),
            ("বার্ষিক বনভোজন", ["গাজীপুর সাফারি পার্কে", "নুহাশ পল্লীতে", "এ বছর হবে না, টাকাটা সবাইকে ভাগ করে দেওয়া হবে"]),
            ("নতুন অ্যাপ্রনের রং", ["নীল অ্যাপ্রন আর সাদা ক্যাপ", "গাঢ় সবুজ", "আগের মেরুন টাই থাকবে"]),
            ("canteen er dupurer menu", ["khichuri r dim, shoptahe tin din", "bhat dal shobji, shukrobar murgi", "bahirer caterer theke"]),
            ("ঈদ বোনাস দেওয়ার মাধ্যম", ["সবার bKash এ", "Nagad এ", "হাতে হাতে নগদ খামে"]),
            ("line 9 er night shift", ["bondho thakbe", "shipment porjonto cholbe", "duita half shift e bhag hobe"]),
            ("Nordvik hoodie order er sewing", ["line 3 ar line 4 e", "sub-contract e Ashulia te", "shob line e bhag kore"]),
            ("জেনারেটরের ডিজেল কেনা", ["পদ্মা অয়েলের ডিপো থেকে", "চন্দ্রার পাম্প থেকে", "মাসিক চুক্তিতে এক সাপ্লায়ার থেকে"]),
            ("নতুন অপারেটর নিয়োগ", ["গেটে ব্যানার দিয়ে", "পুরাতন অপারেটরদের রেফারেন্সে", "এখন বন্ধ, জানুয়ারির পর"]),
            ("শীতের কম্বল বিতরণ", ["সব অপারেটরকে একটা করে", "শুধু হেলপার আর ক্লিনারদের", "শ্রমিক কল্যাণ তহবিল থেকে, গ্রামের বাড়িতে"])],
    decided=["সিদ্ধান্ত হয়েছে: {s} — {c}।", "মিটিং এ final hoise, {s}: {c} ✅", "{S} niye GM sir bolse {c}, ar kono kotha nai",
             "ম্যানেজমেন্টের সিদ্ধান্ত অনুযায়ী {s} হবে {c}। সকলকে অবগত করা হলো।", "ok final: {s} → {c}", "আলোচনা শেষে ঠিক হলো, {s} হবে {c} 👍",
             "Management approved: {s} — {c}.", "sobai shunen, {s} — {c}. eta final"],
    numbers=[("লাইন ৭ এর আজকের hourly target {pcs} পিস", ("লাইন ৭ এর আজকের hourly target", "{pcs} পিস")),
             ("Nordvik PO টার মোট quantity {qty} pcs, সব সাইজ মিলে", ("Nordvik PO টার মোট quantity", "{qty} pcs")),
             ("গতকাল পুরো ফ্লোরের DHU ছিল {dhu}%, এটা কমাতে হবে", ("পুরো ফ্লোরের DHU", "{dhu}%")),
             ("এই মাসে ইউনিট-২ তে মোট অপারেটর {op} জন", ("ইউনিট-২ তে মোট অপারেটর", "{op} জন")),
             ("লাইন ১২ এর efficiency এই সপ্তাহে {eff}% এ উঠসে 🎉", ("লাইন ১২ এর efficiency", "{eff}%")),
             ("জেনারেটরে গতকাল {lit} লিটার ডিজেল লাগসে, সারাদিন কারেন্ট ছিল না", ("জেনারেটরে গতকাল", "{lit} লিটার")),
             ("ফিনিশিং থেকে আজ {ctn} কার্টন প্যাক হইসে", ("ফিনিশিং থেকে আজ", "{ctn} কার্টন")),
             ("অপারেটরদের হাজিরা বোনাস মাসে {tk}", ("হাজিরা বোনাস মাসে", "{tk}")),
             ("নতুন গ্রেডে হেলপারের বেসিক {tk2}", ("হেলপারের বেসিক", "{tk2}")),
             ("কাটিং সেকশনে আজ {lay} টা lay কাটা হইসে", ("কাটিং সেকশনে আজ", "{lay} টা lay")),
             ("ফ্যাব্রিক স্টোরে আজকে {roll} রোল কাপড় ঢুকসে", ("ফ্যাব্রিক স্টোরে আজকে", "{roll} রোল")),
             ("shade problem er jonno buyer {claim} claim korse 😓", ("shade problem er jonno buyer", "{claim}")),
             ("লাইন ৩ এ এখন {mc} টা মেশিন চালু আছে", ("লাইন ৩ এ এখন", "{mc} টা মেশিন"))],
    dates=[("Nordvik এর ex-factory date {dt}, কোনোভাবেই মিস করা যাবে না", ("Nordvik এর ex-factory", "{dt}")),
           ("ফায়ার ড্রিল হবে {dt} {tm}, সবাই অংশ নিবেন", ("ফায়ার ড্রিল", "{dt}")),
           ("buyer er final inspection {dt}, {tm} QA team ashbe", ("final inspection", "{tm}")),
           ("ডিসেম্বরের বেতন দেওয়া হবে {dt}", ("ডিসেম্বরের বেতন", "{dt}")),
           ("RSC এর বিল্ডিং ইনস্পেকশন {dt} {tm}", ("বিল্ডিং ইনস্পেকশন", "{dt}")),
           ("নতুন অপারেটরদের ট্রেনিং শুরু {dt}, {tm} থেকে, ট্রেনিং রুমে", ("নতুন অপারেটরদের ট্রেনিং", "{dt}")),
           ("ডাক্তার আপা মেডিকেল ক্যাম্প করবেন {dt}, গর্ভবতী বোনেরা অবশ্যই আসবেন", ("মেডিকেল ক্যাম্প", "{dt}")),
           ("pre-production meeting with Nordvik: {dt}, {tm}, conference room", ("pre-production meeting", "{tm}")),
           ("সব সুপারভাইজারদের নিয়ে ফ্লোর মিটিং {dt} {tm}", ("ফ্লোর মিটিং", "{tm}")),
           ("কাপড়ের দ্বিতীয় চালান আসবে {dt}", ("কাপড়ের দ্বিতীয় চালান", "{dt}")),
           ("বার্ষিক খেলাধুলা প্রতিযোগিতা {dt}, কারখানার মাঠে", ("বার্ষিক খেলাধুলা", "{dt}"))],
    people=["মোঃ শফিকুল ইসলাম", "রোকসানা পারভীন", "আব্দুল কাদের মিয়া", "শাহনাজ বেগম", "মাসুদ রানা", "তানজিলা আক্তার", "হাবিবুর রহমান",
            "মোছাঃ ফারজানা খাতুন", "জাহিদ হাসান", "সুমাইয়া ইসলাম", "আলমগীর কবির", "নাজমুল হক", "রাশেদা খানম", "কামরুল হাসান", "Tanvir Ahmed",
            "Sabina Yasmin"],
    roles=[("আজ থেকে লাইন ৫ এর নতুন সুপারভাইজার {p}", "লাইন ৫ এর নতুন সুপারভাইজার"),
           ("{p} আপা এখন থেকে ওয়েলফেয়ার অফিসার, মাতৃত্বকালীন ছুটির কাগজ ওনার কাছে জমা দিবেন", "ওয়েলফেয়ার অফিসার"),
           ("Nordvik এর নতুন QA (Dhaka office) হলেন {p}", "Nordvik এর নতুন QA"),
           ("মেইনটেন্যান্সের ইনচার্জ এখন {p}, মেশিন নষ্ট হলে ওনাকে কল দিবেন", "মেইনটেন্যান্সের ইনচার্জ"),
           ("{p} bhai hocchen amader notun IE, SMV sheet uni banaben", "notun IE"),
           ("শ্রমিক অংশগ্রহণ কমিটির সভাপতি নির্বাচিত হয়েছেন {p}", "অংশগ্রহণ কমিটির সভাপতি"),
           ("ফায়ার ফাইটিং টিমের লিডার {p}, ওনার কথা মানবেন", "ফায়ার ফাইটিং টিমের লিডার"),
           ("{p} কে কাটিং মাস্টার হিসেবে নেওয়া হলো", "কাটিং মাস্টার"),
           ("বেতনের bKash সমস্যা হলে HR এর {p} এর সাথে যোগাযোগ করবেন", "বেতনের bKash সমস্যা"),
           ("ডে-কেয়ার সেন্টারের দায়িত্বে আছেন {p}", "ডে-কেয়ার সেন্টারের দায়িত্বে"),
           ("Finishing er QC in-charge ekhon {p}", "Finishing er QC in-charge"),
           ("স্টোর থেকে এক্সেসরিজ ইস্যু করবেন {p}, রিকুইজিশন ওনাকে দিবেন", "এক্সেসরিজ ইস্যু করবেন")],
    tasks=["লাইন ৭ এর বাটনহোল মেশিনের টেকনিশিয়ান ডাকা", "Nordvik er size set sample courier kora", "ফিনিশিং এর ভাঙা ফ্যান বদলানো",
           "ডে-কেয়ারের জন্য নতুন ম্যাট কেনা", "নতুন অপারেটরদের আইডি কার্ডের ছবি তোলা", "মহিলা ওয়াশরুমের পানির লাইন ঠিক করা",
           "shipment er packing list ready kora", "কাটিং টেবিলের উপরের লাইট লাগানো", "স্টোরের সুতার স্টক গুনে রিপোর্ট দেওয়া",
           "buyer er comments sheet Bangla te translate kora", "জেনারেটরের ফুয়েল ফিল্টার বদলানো", "ফার্স্ট এইড বক্সগুলো রিফিল করা",
           "লেফট-ওভার কাপড় স্টোরে ফেরত পাঠানো"],
    asked=["{a} এর দায়িত্ব কে নিবেন? জানাবেন প্লিজ", "bhai {a} ekhono baki, ke korbe?", "এখনো কেউ {a} এর কাজটা করেনি 😑",
           "আজকের মধ্যে {a} দরকার, কেউ ফ্রি আছেন?", "{a} — eta ke dekhbe? reply den", "PM স্যার বলছেন {a} আজকেই করতে হবে, কে পারবেন?",
           "pending: {a}. volunteer lagbe 🙏"],
    edits=[("সেলারির জন্য HR এর bKash নম্বর: {x}", "সেলারির জন্য HR এর bKash নম্বর: {y} (আগেরটা ভুল ছিল, দুঃখিত)", "HR এর bKash নম্বর", "bkash"),
           ("Nordvik PO number: {x}", "Nordvik PO number: {y} — typo chilo, sorry", "Nordvik PO number", "po"),
           ("মেইনটেন্যান্সের জরুরি নম্বর {x}", "মেইনটেন্যান্সের জরুরি নম্বর {y}, এটা সেভ করে রাখেন", "মেইনটেন্যান্সের জরুরি নম্বর", "tel"),
           ("DHL tracking for the size set: {x}", "DHL tracking for the size set: {y} (correct one)", "tracking for the size set", "awb"),
           ("Christmas hoodie র স্টাইল নম্বর: {x}", "Christmas hoodie র স্টাইল নম্বর: {y}", "Christmas hoodie র স্টাইল নম্বর", "style"),
           ("ফ্লোর অফিসের wifi password: {x}", "ফ্লোর অফিসের wifi password: {y}", "ফ্লোর অফিসের wifi password", "wifi"),
           ("চট্টগ্রামে মাল নিয়ে যাবে যে কাভার্ড ভ্যান: {x}", "চট্টগ্রামে মাল নিয়ে যাবে যে কাভার্ড ভ্যান: {y}, আগেরটা অন্য গাড়ি",
            "চট্টগ্রামে মাল নিয়ে যাবে যে কাভার্ড ভ্যান", "truck"),
           ("OT list er Google form: {x}", "OT list er Google form: {y} (ager link kaj kore na)", "OT list er Google form", "link")],
    changes=[("কাল থেকে ফ্লোরে ঢোকার সময় {x}", ["ফ্লোরে ঢোকার সময় পরিবর্তন: এখন থেকে {y}", "sorry update: ফ্লোরে ঢোকার সময় {y}"],
              "ফ্লোরে ঢোকার সময়", "entry"),
             ("লাইন ৯ এর দৈনিক টার্গেট {x}", ["লাইন ৯ এর দৈনিক টার্গেট বাড়িয়ে {y} করা হলো", "update: লাইন ৯ এর দৈনিক টার্গেট এখন {y}"],
              "লাইন ৯ এর দৈনিক টার্গেট", "target"),
             ("নাইট বিলের রেট {x}", ["নাইট বিলের রেট এখন {y}", "MD sir approve korse, নাইট বিলের রেট {y}"], "নাইট বিলের রেট", "tk"),
             ("Nordvik shipment er vessel cut-off {x}", ["vessel cut-off pichaise, ekhon {y}", "buying house bollo vessel cut-off {y}"],
              "vessel cut-off", "when"),
             ("টিফিন বিল {x}", ["টিফিন বিল বেড়ে {y} হলো", "কাল থেকে টিফিন বিল {y}"], "টিফিন বিল", "tk"),
             ("আজকে ওভারটাইম শেষ হবে {x}", ["ওভারটাইম শেষ হবে {y}, আগের টাইম না", "PM স্যার: ওভারটাইম শেষ হবে {y}"], "ওভারটাইম শেষ হবে", "ot"),
             ("proto sample jabe {x}", ["proto sample jabe {y}, buyer date change korse", "নতুন তারিখ: proto sample jabe {y}"], "proto sample jabe", "when"),
             ("স্টাফ বাস ছাড়বে গেট থেকে {x}", ["স্টাফ বাস ছাড়বে গেট থেকে {y}, শীতের জন্য", "স্টাফ বাস ছাড়বে গেট থেকে {y} এখন থেকে"],
              "স্টাফ বাস ছাড়বে", "bus")])

# The chatter.
_SHORT = ["ok bhai", "ji sir", "জি স্যার", "ok", "okk", "done ✅", "done bhai", "আচ্ছা", "ঠিক আছে", "ঠিক আছে স্যার", "noted", "Noted sir",
          "আলহামদুলিল্লাহ", "ইনশাআল্লাহ", "inshallah", "আমিন", "ameen", "thik ase", "accha", "hmm", "👍", "🙏", "😂😂", "😢", "ki obostha",
          "কই আপনারা", "ashtesi", "আসতেছি", "5 min", "৫ মিনিট", "line e asi", "lunch e asi", "ji apa", "জি আপা", "thanks bhai", "ধন্যবাদ",
          "Thank you sir", "sorry sir", "দুঃখিত", "bujhsi", "বুঝছি", "ho", "na", "হ্যাঁ", "না ভাই", "kono problem nai", "সমস্যা নাই",
          "current nai 😩", "কারেন্ট আসছে", "gen on", "input ashse", "input nai", "thread shesh", "QC te ase", "ok sir done", "call den",
          "ফোন দেন", "meeting e asi", "পরে কথা বলি", "sure", "Right", "জি", "ভাই ভাই 😂", "মাশাআল্লাহ", "sobai ke dhonnobad", "👍👍",
          "🔥", "😴", "🥶", "অফিসে আসেন", "gate e asi", "bhai ektu dekhen", "দেখতেছি", "dekhtesi", "ok apa", "Noted.", "ওকে", "জি ভাই ঠিক"]
_MID = ["line {l} e problem machine bondho", "bhai line {l} er input ekhono ashe nai cutting theke", "{n} aj absent phone o dhore na",
        "line {l} e operator tin jon kom aj", "overlock machine ta abar nosto mechanic pathan", "cutting theke bundle ashe nai line boshe ase",
        "QC te onek reject stitch skip", "button shesh store e bolen", "line {l} er SMV sheet ta dile valo hoy", "ajke target hobe na bhai input late",
        "{n} ke ektu floor e pathan", "লাইন {l} এ কারেন্ট চলে গেছে জেনারেটর দেন", "কাটিং এ মার্কার এখনো আসে নাই",
        "thread color mile nai sample er sathe match kore na", "buyer er lok floor e ashche sobai ready thaken", "আজকে ফ্লোরে খুব গরম ফ্যানগুলা চালু করেন",
        "{n} er baccha hoise chele 🎉 congrats", "ke ke canteen e jaben", "bus miss korsi late hobe", "iron table e steam ashe na",
        "WIP onek jome gese line {l} e", "{n} apnar line e helper lagbe?", "বৃষ্টিতে রাস্তা ডুবে গেছে কোনাবাড়ী মোড়ে জ্যাম",
        "Chandra more e onek jam late hobe", "store theke care label ashe nai", "shade variation ase roll e cutting thamay rakhsi",
        "ki holo line {l} er output eto kom keno", "গেটে সিকিউরিটি ঢুকতে দিতেসে না কার্ড ছাড়া", "aj ki OT hobe keu jane",
        "মেশিনের তেল লিক করতেসে line {l} e", "size label ulta lagaise rework lagbe", "rework gula ke korbe", "shukrobar o ki factory khola",
        "PM sir floor e ashtesen sobai seat e jan 😅", "lunch er por line {l} e choto meeting", "ajke pura din current jaitese ashtese",
        "sample machine ta free ase", "kal theke {n} chuti te tar kaj ke dekhbe", "লাইন {l} এর বান্ডেল নম্বর মিলতেছে না", "packing e polybag kom pore gese",
        "GSM check korsen fabric er", "এত গরমে কেমনে কাজ করি 🥵", "{n} ke keu dekhsen", "output table ektu pore ditesi", "কুয়াশায় বাস আসতে দেরি হইতেছে",
        "line {l} er chief ke khujtese PM sir", "mechanic bhai line {l} e ashen plz", "আজকে ক্যান্টিনে কি রান্না হইসে", "{n} apa r shorir kharap bari gese",
        "ei shiter moddhe sokale uthte kosto 🥶", "pocket placement vul hoise puro bundle e", "trims card ta kar kache", "needle bhanga gula box e dise sobai?",
        "line {l} e ek jon fainted hoise first aid lagbe", "ajke buyer er mail aise kono", "হেলপার দুইজন line {l} থেকে line {m} এ যাবে",
        "overtime er hishab ta thik nai amar", "কাটিং থেকে সাইজ মিক্স হয়ে আসছে", "{n} vai apnar phone bondho keno", "Konabari bazar e aj hartal naki",
        "dhaka-tangail road e accident jam onek", "ashulia theke embroidery ashe nai ekhono", "print section e color bleed korse",
        "line {l} ajke 100% hajira alhamdulillah", "thread cone er stock dekhen store e", "ke ke gramer bari jaben chutite"]
_QUESTIONS = {"ki", "ke", "keu", "kobe", "kothay", "keno", "koto", "kemne", "aj", "কি", "কে", "কবে", "কেন", "কোথায়", "কত", "আজকে"}
_RAHIMA = ["আসসালামু আলাইকুম সবাইরে", "আমি রহিমা লাইন ৪ এর সুইং অপারেটর বাইশ বছর ধইরা এই কারখানায় কাম করি",
           "যখন আসছিলাম তখন বেতন আছিলো আটশো টাকা আর এখন নতুন মাইয়ারা কয় খালা তোমার হাত এখনো চলে",
           "আল্লাহর রহমতে চোখ এখনো ভালো আছে সুইতে সুতা লাগাইতে চশমা লাগে না", "রানা প্লাজার কথা মনে পড়লে এখনো বুক কাঁপে",
           "তাই আপা যে বারবার কয় বাইর হওনের দরজা খালি রাখতে ঐটা সবাই মাইনা চলেন", "নতুন মাইয়ারা লাইনে বইসা মোবাইলে কথা কয় আর কাম পিছায়",
           "আমার নাতিটা জ্বরে পড়ছে সবাই দোয়া কইরেন", "ক্যান্টিনের ডাইলে পানি বেশি স্যারগো একটু কইয়েন",
           "শীত পড়তেছে ভোরে হাঁইটা আসতে কষ্ট হয় কুয়াশায় কিছু দেখা যায় না", "মেশিনের সামনের বাত্তিটা কয়দিন ধইরা জ্বলে না",
           "আমরা গরিব মানুষ টাকাটা সময়মতো পাইলে ঘর ভাড়াটা দিতে পারি", "পৌষ মাসে গ্রামে মায়ের লগে পিঠা বানাইতাম এখন আর সময় পাই না",
           "সুপারভাইজার ভাইরা একটু নরম কইরা কথা কইলে মাইয়ারা ভয় পায় না", "গাজীপুরে আসার আগে ময়মনসিংহে ধান কাটার কাম করতাম",
           "আমার মাইয়াটা এইবার এসএসসি দিবো তার লাইগা দোয়া চাই", "সবাই ভালো থাইকেন আল্লাহ হাফেজ"]
_PM = ["প্রিয় সহকর্মীবৃন্দ,\nআসসালামু আলাইকুম।",
       "এতদ্বারা ইউনিট-২ এর সকল লাইন চিফ, সুপারভাইজার ও অপারেটরদের জানানো যাচ্ছে যে, কর্মঘণ্টার মধ্যে ফ্লোরে মোবাইল ফোন ব্যবহার সম্পূর্ণ নিষিদ্ধ।",
       "প্রতি ঘণ্টার প্রোডাকশন রিপোর্ট যথাসময়ে আইই বিভাগে জমা দিতে হবে, অন্যথায় সংশ্লিষ্ট সুপারভাইজারকে জবাবদিহি করতে হবে।",
       "বায়ারের প্রতিনিধি ফ্লোরে থাকাকালীন সকলকে শৃঙ্খলা বজায় রাখার জন্য অনুরোধ করা হলো।",
       "কোনো অপারেটর অনুমতি ছাড়া লাইন ত্যাগ করলে তা অনুপস্থিতি হিসেবে গণ্য হবে।",
       "সকল সুপারভাইজারকে নিজ নিজ লাইনের রিওয়ার্ক দিনের মধ্যেই শেষ করার নির্দেশ দেওয়া হলো।",
       "মাসিক প্রোডাকশন লক্ষ্যমাত্রা অর্জনে সকলের আন্তরিক সহযোগিতা একান্ত কাম্য।",
       "কারখানার ভিতরে ধূমপান ও পান-সুপারি খাওয়া কঠোরভাবে নিষিদ্ধ।",
       "কাটিং, সুইং ও ফিনিশিং সেকশনের মধ্যে সমন্বয় রক্ষার জন্য প্রতিদিন সকালে পাঁচ মিনিটের স্ট্যান্ড-আপ আলোচনা হবে।",
       "আদেশক্রমে,\nমোঃ আনোয়ার হোসেন\nপ্রোডাকশন ম্যানেজার, ইউনিট-২\nকাশফুল অ্যাপারেলস লিঃ, কোনাবাড়ী, গাজীপুর"]
_REMINDER = ("⚠️ *Compliance Reminder* ⚠️\nসবাই অবশ্যই ফায়ার এক্সিট আর আইল ফাঁকা রাখবেন, সিঁড়িতে বা দরজার সামনে কোনো কার্টন, বান্ডেল রাখা যাবে না। "
             "ID card সবসময় গলায় ঝুলিয়ে রাখবেন। needle guard, eye guard আর pulley cover ছাড়া কোনো মেশিন চালানো যাবে না, ভাঙা নিডেল অবশ্যই "
             "needle box এ জমা দিবেন। ধন্যবাদ।\n— নাসরিন আক্তার, Compliance Officer")
_GREETING = "আসসালামু আলাইকুম, শুভ সকাল সবাইকে 🌼"
_LINKS = ["https://www.facebook.com/share/p/{k}/ দেখেন কি অবস্থা 😮", "https://youtu.be/{k} ei video ta dekhen sobai",
          "https://www.bgmea.com.bd/page/circulars নতুন সার্কুলার এখানে", "https://dife.gov.bd/ DIFE er notun nirdeshona",
          "https://www.prothomalo.com/business/industry/{k} পোশাক খাতের খবর", "https://drive.google.com/file/d/{k}/view hourly sheet",
          "https://wa.me/8801{p} mechanic er number eta", "https://maps.app.goo.gl/{k} notun warehouse er location",
          "https://www.facebook.com/groups/{n}/permalink/{m}/ gazipur er job post", "https://youtu.be/{k} 😂😂 eita dekhen"]
_BOT = ["নোট করে রাখলাম ✍️", "ঠিক আছে, মনে রাখলাম।", "ভয়েস মেসেজ শুনতে পারি না, একটু লিখে দিবেন? 🙏", "আপনাকে স্বাগতম!", "সময়মতো মনে করিয়ে দেব।"]
_COLOURS = ["Black", "Off-white", "Navy", "Dusty pink", "Heather grey", "Sage green", "Burgundy"]
_STYLES = [("Crew neck tee, 100% cotton, 160 GSM", "Ladies Basic"), ("Oversized hoodie, brushed fleece, 280 GSM", "Men Divided"),
           ("Kids pyjama set, 2-pack, rib", "Kids 2-8Y"), ("Polo shirt, pique, 200 GSM", "Men Basic"), ("Sweatshirt, organic cotton", "Ladies Trend")]
_BKASH_FROM = ["KASHFUL APPARELS", "01711", "01819", "01912", "01556", "01624"]


def bn(x: object) -> str:
    """Latin digits as Bengali ones ("১২৩")."""
    return str(x).translate(_BN)


def lakh(n: int) -> str:
    """`n` grouped the South Asian way: "1,25,000"."""
    s = str(n)
    if len(s) <= 3:
        return s
    head, tail = s[:-3], s[-3:]
    parts: list[str] = []
    while len(head) > 2:
        parts.insert(0, head[-2:])
        head = head[:-2]
    return ",".join([head, *parts, tail])


class _Poshak:
    """One chat's draws and the floor's ways of talking."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.floor = Planter(rng, _FLOOR, self.slot, self.value)

    # -- formats ----------------------------------------------------------------------------

    def num(self, n: int) -> str:
        """A number with Bengali or Latin digits, grouped or not."""
        g = lakh(n) if self.rng.random() < 0.6 else str(n)
        return bn(g) if self.rng.random() < 0.55 else g

    def taka(self, n: int) -> str:
        """An amount the ways the floor writes it: "৳১২,৫০০", "Tk 12,500", "১২ হাজার টাকা", "১.২৫ লাখ টাকা"."""
        g = lakh(n)
        ways = [f"৳{bn(g)}", f"৳{bn(g)}", f"Tk {g}", f"Tk.{g}/-", f"{bn(g)} টাকা", f"{n} tk", f"৳{g}"]
        if 1000 <= n < 100_000 and n % 1000 == 0:
            ways += [f"{bn(n // 1000)} হাজার টাকা", f"{n // 1000}k"]
        if n >= 100_000 and n % 1000 == 0:
            ways += [f"{bn(f'{n / 100_000:g}')} লাখ টাকা", f"{n / 100_000:g} lakh"]
        return self.rng.choice(ways)

    def bongabdo(self, d: date) -> str:
        """A day by the Bengali calendar: "১ পৌষ"."""
        month, start = [m for m in _BONGABDO if m[1] <= d][-1]
        return f"{bn((d - start).days + 1)} {month}"

    def dt(self, n: int) -> str:
        """A date: "১৪ ডিসেম্বর", "১৪ ডিসেম্বর, সোমবার", "14/12", "১৪/১২", "14 Dec", "14.12.2026" or "১৬ ডিসেম্বর (১ পৌষ)"."""
        d = date(2026, 12, 1) + timedelta(days=n)
        mash, bar = _MASH[d.month - 1], _BAR[d.weekday()]
        return self.rng.choice([f"{bn(d.day)} {mash}", f"{bn(d.day)} {mash}, {bar}", f"{d.day}/{d.month}", f"{bn(d.day)}/{bn(d.month)}",
                                f"{d.day} {_EN_MON[d.month - 1]}", f"{d.day:02d}.{d.month:02d}.{d.year}", f"{bn(d.day)} {mash} ({self.bongabdo(d)})",
                                f"{bar}, {bn(d.day)} {mash}"])

    def tm(self, h: int, mi: int | None = None) -> str:
        """A time: "সকাল ৮টা", "সকাল ৮টায়", "বিকাল সাড়ে ৩টায়", "8am", "8:30am" or "রাত ১০:০০"."""
        r = self.rng
        mi = r.choice([0, 0, 0, 30]) if mi is None else mi
        h12 = (h - 1) % 12 + 1
        part = "ভোর" if h < 6 else "সকাল" if h < 12 else "দুপুর" if h < 15 else "বিকাল" if h < 18 else "সন্ধ্যা" if h < 19 else "রাত"
        ap = "am" if h < 12 else "pm"
        if mi == 0:
            ways = [f"{part} {bn(h12)}টা", f"{part} {bn(h12)}টায়", f"{h12}{ap}", f"{h12}:00 {ap.upper()}", f"{part} {bn(h12)}:০০"]
        else:
            ways = [f"{part} সাড়ে {bn(h12)}টায়", f"{part} সাড়ে {bn(h12)}টা", f"{h12}:{mi:02d}{ap}", f"{part} {bn(h12)}:{bn(f'{mi:02d}')}"]
        return r.choice(ways)

    # -- the facts' values ------------------------------------------------------------------

    def slot(self, k: str) -> str:
        r, f = self.rng, self.floor.fresh
        slots = {"pcs": lambda: self.num(f("pcs", 80, 180)), "qty": lambda: self.num(f("qty", 60, 400) * 100),
                 "dhu": lambda: self.num_dec(f("dhu", 15, 60)), "op": lambda: self.num(f("op", 380, 950)), "eff": lambda: self.num(f("eff", 45, 79)),
                 "lit": lambda: self.num(f("lit", 60, 400)), "ctn": lambda: self.num(f("ctn", 40, 600)), "tk": lambda: self.taka(f("ab", 45, 120) * 10),
                 "tk2": lambda: self.taka(f("hb", 60, 80) * 100), "lay": lambda: self.num(f("lay", 8, 60)), "roll": lambda: self.num(f("roll", 40, 400)),
                 "claim": lambda: r.choice(["${}", "USD {}", "{} ডলার"]).format(grouped(f("cl", 8, 90) * 100, ",")),
                 "mc": lambda: self.num(f("mc", 18, 45)), "dt": lambda: self.dt(f("d", 0, 110)), "tm": lambda: self.tm(f("h", 8, 18))}
        return slots[k]()

    def num_dec(self, tenths: int) -> str:
        s = f"{tenths / 10:.1f}"
        return bn(s) if self.rng.random() < 0.5 else s

    def phone(self) -> str:
        r = self.rng
        digits = f"01{r.choice('3456789')}{r.randrange(10**7, 10**8)}"
        return r.choice([digits, f"{digits[:5]}-{digits[5:]}", bn(digits), bn(f"{digits[:5]}-{digits[5:]}")])

    def value(self, kind: str) -> str | None:
        r, f = self.rng, self.floor.fresh
        draws = {"bkash": self.phone, "tel": self.phone, "po": lambda: f"4510{r.randrange(10**5, 10**6)}",
                 "awb": lambda: str(r.randrange(10**9, 10**10)), "style": lambda: f"NL-{r.randrange(10**4, 10**5)}{r.choice(['', 'A', 'B', '-XM'])}",
                 "wifi": lambda: f"{r.choice(['Kashful', 'Unit2', 'Floor', 'Poshak'])}@{code(r, 5)}",
                 "truck": lambda: f"{r.choice(['ঢাকা মেট্রো-ট', 'গাজীপুর-ট', 'চট্ট মেট্রো-ট'])} {bn(r.randrange(11, 25))}-{bn(r.randrange(1000, 10000))}",
                 "link": lambda: f"https://forms.gle/{code(r, 11)}",
                 "entry": lambda: self.tm(*divmod(f("o", 14, 18) * 30, 60)),
                 "target": lambda: f"{self.num(f('tg', 80, 160) * 10)} পিস", "tk": lambda: self.taka(f("tk", 3, 25) * 10),
                 "when": lambda: self.dt(f("d", 0, 110)), "ot": lambda: self.tm(*divmod(f("e", 38, 44) * 30, 60)),
                 "bus": lambda: self.tm(*divmod(f("e", 34, 42) * 30, 60))}
        return self.floor.apart(draws[kind]) if kind in draws else None

    # -- chatter ----------------------------------------------------------------------------

    def mid(self) -> str:
        r = self.rng
        l, m = r.sample(_LINES, 2)
        said = r.choice(_MID).format(n=r.choice(_NAMES), l=l, m=m)
        if r.random() < 0.2:  # two things in one breath
            said += r.choice([" ", " ar ", " r ", ", "]) + r.choice(_MID).format(n=r.choice(_NAMES), l=l, m=m)
        return tidied(r, said, 0.25, _QUESTIONS, [".", "।", "!", " 🙏", " 😅", "!!", "...", " 😓"])

    def hourly(self) -> str:
        """The IE desk's hourly production table."""
        r = self.rng
        hours = ["8-9", "9-10", "10-11", "11-12", "12-1", "2-3", "3-4", "4-5"][:r.randrange(3, 9)]
        d = date(2026, 12, 1) + timedelta(days=r.randrange(0, 110))
        rows = []
        for line in sorted(r.sample(range(1, 16), r.randrange(3, 8))):
            tgt = r.randrange(8, 18) * 10
            outs = [max(0, tgt + r.randrange(-35, 12)) for _ in hours]
            eff = r.randrange(380, 790) / 10
            rows.append(f"L-{line:02d} | {tgt:>3} | " + " ".join(f"{o:>3}" for o in outs) + f" | {sum(outs):>4} | {eff:.1f} | {r.randrange(10, 70) / 10:.1f}")
        text = (f"*Hourly Production Report — {d.day:02d}/{d.month:02d}/{d.year}* (Unit-2)\n```\nLine | Tgt | " + " ".join(f"{h:>3}" for h in hours)
                + " | Total | Eff% | DHU%\n" + "\n".join(rows) + "\n```")
        if r.random() < 0.3:  # the IE in Bengali digits
            text = bn(text)
        return text + r.choice(["", "\nলাইন চিফরা দেখে নেন", "\nkom output er karon janan", "\n— IE Dept", "\nসবাই চেষ্টা করেন 💪"])

    def po_sheet(self) -> str:
        """The buyer's PO sheet, as the merchandiser pastes it."""
        r = self.rng
        style, dept = r.choice(_STYLES)
        sizes = r.choice([["XS", "S", "M", "L", "XL"], ["S", "M", "L", "XL", "XXL"], ["2-3Y", "4-5Y", "6-7Y", "8-9Y"]])
        rows = []
        total = 0
        for col in r.sample(_COLOURS, r.randrange(2, 4)):
            qs = [r.randrange(4, 40) * 50 for _ in sizes]
            total += sum(qs)
            rows.append(f"{col:<13}" + "".join(f"{q:>7}" for q in qs) + f"{sum(qs):>8}")
        d = date(2026, 12, 1) + timedelta(days=r.randrange(10, 110))
        return (f"Dear all,\nPlease find the PO details below 👇\n```\nBUYER : NORDVIK & LUND AB, Stockholm\nPO#   : 45{r.randrange(10**6, 10**7)}   Season: SS27   Dept: {dept}\n"
                f"STYLE : NL-{r.randrange(10**4, 10**5)}  {style}\n{'Colour':<13}" + "".join(f"{s:>7}" for s in sizes) + f"{'Total':>8}\n"
                + "\n".join(rows) + f"\n{'GRAND TOTAL':<13}{'':>{7 * len(sizes)}}{total:>8}\n"
                f"Ship mode: {r.choice(['Sea', 'Sea', 'Air'])} | Dest: {r.choice(['Hamburg', 'Gothenburg', 'Rotterdam'])} | ETD CTG: {d.day:02d}-{_EN_MON[d.month - 1]}-{d.year % 100}\n```"
                + r.choice(["", "\nRegards,\nFarhan | Merchandiser", "\nPlease check trims booking.", "\nTNA sheet will follow."]))

    def shipment(self) -> str:
        r = self.rng
        rows = []
        d = date(2026, 12, 1) + timedelta(days=r.randrange(0, 60))
        for _ in range(r.randrange(3, 7)):
            d += timedelta(days=r.randrange(1, 9))
            rows.append(f"45{r.randrange(10**6, 10**7)}  NL-{r.randrange(10**4, 10**5)}  {grouped(r.randrange(20, 300) * 50, ','):>7}  "
                        f"{d.day:02d}/{d.month:02d}  {r.choice(['Sea', 'Sea', 'Air']):<4} {r.choice(['CTG', 'CTG', 'DAC'])}  {r.choice(['On track', 'Delay', 'Inline', 'Final insp. pending', 'Packed'])}")
        return ("📦 *SHIPMENT SCHEDULE — Unit-2*\n```\nPO         Style     Qty      ExFty  Mode Port Status\n" + "\n".join(rows) + "\n```"
                + r.choice(["", "\nDelay gula niye kal kotha hobe", "\nসবাই খেয়াল রাখবেন", "\nupdate korlam"]))

    def sms(self) -> str:
        """A bKash or Nagad SMS, forwarded."""
        r = self.rng
        amt = r.choice([500, 1000, 1500, 2000, 3000, 5000, 8450, 9875, 12500, 13200])
        d = date(2026, 12, 1) + timedelta(days=r.randrange(0, 110))
        trx = code(r, 10, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789")
        stamp = f"{d.day:02d}/{d.month:02d}/{d.year} {r.randrange(7, 23):02d}:{r.randrange(0, 60):02d}"
        bal = f"{grouped(r.randrange(200, 40000), ',')}.{r.randrange(0, 100):02d}"
        return r.choice([
            f"You have received Tk {grouped(amt, ',')}.00 from {r.choice(_BKASH_FROM)}{'' if r.random() < 0.3 else str(r.randrange(100000, 999999))}. "
            f"Ref salary. Fee Tk 0.00. Balance Tk {bal}. TrxID {trx} at {stamp}",
            f"Cash Out Tk {grouped(amt, ',')}.00 to {r.randrange(10**9, 10**10)} successful. Fee Tk {amt * 185 // 10000}.{r.randrange(0, 100):02d}. "
            f"Balance Tk {bal}. TrxID {trx} at {stamp}",
            f"আপনার নগদ অ্যাকাউন্টে ৳{bn(grouped(amt, ','))} জমা হয়েছে। প্রেরক: কাশফুল অ্যাপারেলস। TxnID: {trx}। ব্যালেন্স: ৳{bn(bal)}",
        ]) + r.choice(["", "\nবেতন আসছে আলহামদুলিল্লাহ", "\namar ta ashse, apnader?", "\nfee keno katlo 😒", "\nOT er taka ki ashe nai?"])

    def circular(self) -> str:
        r = self.rng
        return r.choice([
            f"*বিজিএমইএ সার্কুলার*\nসূত্র: বিজিএমইএ/প্রশাসন/২০২৬/{bn(r.randrange(1000, 9999))}\nবিষয়: মহান বিজয় দিবস উপলক্ষে কারখানা বন্ধ রাখা প্রসঙ্গে।\n"
            "সম্মানিত সদস্যবৃন্দকে সরকারি নির্দেশনা অনুযায়ী ১৬ ডিসেম্বর কারখানা বন্ধ রাখার জন্য অনুরোধ করা হলো।\nForwarded",
            "*BGMEA Circular*\nAll member factories are requested to pay the wages of workers within the 7th working day of the month and to "
            "keep the payment records ready for inspection.\nForwarded as received",
            f"বিজিএমইএ: শীতকালে শ্রমিকদের যাতায়াতের নিরাপত্তা নিশ্চিত করতে সদস্য কারখানাসমূহকে অনুরোধ করা হলো। সূত্র নং {bn(r.randrange(100, 999))}/২০২৬",
            "বিজিএমইএ সার্কুলার: আসন্ন ঈদুল ফিতর উপলক্ষে বোনাস ও বেতন ছুটির আগেই পরিশোধ করতে হবে। বিস্তারিত: bgmea.com.bd",
        ])

    def loadshedding(self) -> str:
        r = self.rng
        a, b = sorted(r.sample(range(8, 18), 2))
        return r.choice([
            f"🔌 *বিদ্যুৎ বিভ্রাটের নোটিশ*\nগাজীপুর পল্লী বিদ্যুৎ সমিতি-২: আগামীকাল {self.tm(a)} থেকে {self.tm(b)} পর্যন্ত কোনাবাড়ী ফিডারে রক্ষণাবেক্ষণ কাজের "
            "জন্য বিদ্যুৎ সরবরাহ বন্ধ থাকবে। সাময়িক অসুবিধার জন্য আমরা দুঃখিত।",
            f"লোডশেডিং সূচি (কোনাবাড়ী/কাশিমপুর এলাকা): {self.tm(a)}–{self.tm(a + 1)}, {self.tm(b)}–{self.tm(min(b + 1, 21))}. জেনারেটর চলবে, এসি বন্ধ থাকবে।",
            "Admin: loadshedding er somoy generator cholbe kintu iron section e ekshathe shob iron chalaben na please",
        ])

    def formula(self) -> str:
        r = self.rng
        n = r.randrange(3, 40)
        return r.choice([f"Efficiency sheet e ei formula ta boshan:\n=ROUND(F{n}*G{n}/(H{n}*I{n}*60)*100,1)\nF=output G=SMV H=operator I=hour",
                         f"```\n=SUMIFS(Output!E:E,Output!B:B,\"L-{r.randrange(1, 16):02d}\",Output!A:A,TODAY())\n```\nei ta #VALUE dekhay keno 😩",
                         f"DHU = (total defects / total checked) × 100\nline {r.choice(_LINES)} e kal {r.randrange(20, 90)} defect / {r.randrange(400, 1500)} checked"])

    def fact_like(self) -> str:
        """Fact-like chatter that plants nothing: figures, dates and names nobody asks about again."""
        r = self.rng
        return r.choice([f"line {r.choice(_LINES)} e aj {r.randrange(700, 1500)} pcs hoise", f"kal {self.tm(r.randrange(7, 10))} e ashbo inshallah",
                         f"bus vara {self.taka(r.randrange(3, 9) * 10)} barse 😒", f"{r.choice(_NAMES)} amar kache {self.taka(r.randrange(2, 10) * 100)} pabe mone ase",
                         f"fabric {r.randrange(800, 5000)} yard ashse aj, bakita {self.dt(r.randrange(0, 110))}",
                         f"{r.choice(_NAMES)} {self.dt(r.randrange(0, 110))} theke chuti te jabe", f"আমার বাসা ভাড়া বাড়ছে, এখন {self.taka(r.randrange(30, 80) * 100)}",
                         f"gram er bari jabo {self.dt(r.randrange(0, 110))}, bus ticket {self.taka(r.randrange(40, 90) * 10)}",
                         f"গতবছর এই সময় {bn(r.randrange(10, 40))} টা লাইন চলতো", f"reject {r.randrange(5, 60)} pcs rework e dilam",
                         f"{r.choice(_NAMES)} er biye {self.dt(r.randrange(0, 110))} 🎉 sobai dawat"])

    def photo(self) -> Said:
        r = self.rng
        d = date(2026, 12, 1) + timedelta(days=r.randrange(0, 110))
        return (r.choice(["", "", "line e ei obostha", "reject pcs gula dekhen", "fabric shade", "ফায়ার এক্সিটের সামনে কার্টন রাখসে কে?", "notun machine",
                          "aj sokal er kuasha 🌫️", "measurement sheet"]),
                media("photo", f"IMG-{d:%Y%m%d}-WA{r.randrange(0, 9999):04d}.jpg", "image/jpeg", r.randrange(40_000, 2_800_000)))

    def video(self) -> Said:
        r = self.rng
        d = date(2026, 12, 1) + timedelta(days=r.randrange(0, 110))
        return (r.choice(["", "machine er awaj ta shunen", "বনভোজনের ভিডিও 😂"]),
                media("video", f"VID-{d:%Y%m%d}-WA{r.randrange(0, 9999):04d}.mp4", "video/mp4", r.randrange(700_000, 28_000_000)))

    def voice(self) -> Said:
        r = self.rng
        d = date(2026, 12, 1) + timedelta(days=r.randrange(0, 110))
        if r.random() < 0.4:
            return "", media("sticker", f"STK-{d:%Y%m%d}-WA{r.randrange(0, 9999):04d}.webp", "image/webp", r.randrange(8_000, 90_000))
        return (r.choice(["", "", "line e asi likhte parbo na", "ভয়েস দিলাম শুনেন"]),
                media("voice", f"PTT-{d:%Y%m%d}-WA{r.randrange(0, 9999):04d}.opus", "audio/ogg", r.randrange(4_000, 650_000)))

    def document(self) -> Said:
        r = self.rng
        name = r.choice(["Hourly_Production_Unit2.xlsx", "PO_NordvikLund_SS27.pdf", "TNA_Hoodie.xlsx", "BGMEA_Circular.pdf", "Measurement_Chart_NL.pdf",
                         "OT_Sheet_Dec.xlsx", "Buyer_Comments_PP.pdf"])
        mime = "application/pdf" if name.endswith(".pdf") else "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        return r.choice(["", "dekhen", "ফাইলটা দেখে নিবেন", "please check"]), media("document", name, mime, r.randrange(30_000, 2_000_000))

    def chatter(self) -> Said:
        r = self.rng
        makers = [(lambda: (r.choice(_SHORT), None)), (lambda: (self.mid(), None)), (lambda: (self.hourly(), None)), (lambda: (self.po_sheet(), None)),
                  (lambda: (self.shipment(), None)), (lambda: (self.sms(), None)), (lambda: (self.circular(), None)), (lambda: (self.loadshedding(), None)),
                  (lambda: (self.formula(), None)), (lambda: (ramble(r, _RAHIMA, 6, " "), None)), (lambda: (letter(r, _PM, sep="\n\n"), None)),
                  (lambda: (_REMINDER, None)),
                  (lambda: (r.choice(_LINKS).format(k=code(r, 11), n=r.randrange(10**14, 10**15), m=r.randrange(10**15, 10**16),
                                                    p=f"{r.choice('3456789')}{r.randrange(10**7, 10**8)}"), None)),
                  (lambda: (f"{_GREETING} {self.mid()}", None)), (lambda: (self.fact_like(), None)), self.photo, self.video, self.voice, self.document]
        weights = [25, 30, 1.5, 0.9, 0.9, 2, 1, 1.2, 0.8, 2.2, 1.6, 3, 3, 3, 5, 5, 1.2, 6, 1]
        return r.choices(makers, weights)[0]()

    def wrap(self, text: str) -> str:
        r = self.rng
        return r.choice([f"{_GREETING} {text}", f"{text}\n\n{_REMINDER}", f"{ramble(r, _RAHIMA, 4, ' ')} আর একটা কথা {text}",
                         f"আজকের মিটিং এর পয়েন্ট:\n১. {text}\n২. {self.mid()}", f"{text} 🙏", f"{text}\n— PM, Unit-2", f"সবাই শুনেন: {text}",
                         f"@সবাই {text}", f"{self.loadshedding()}\n\nআরেকটা কথা: {text}", f"FYI: {text}"])


def generate(seed: int, chats: int, messages: int, ids: Ids | None = None, fact_share: float = 0.07) -> list[Chat]:
    return family_chats(NAME, seed, chats, ids, lambda rng, chat_id: _chat(rng, chat_id, messages, fact_share))


def _chat(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    p = _Poshak(rng)
    people = [f"8801{rng.choice('3456789')}{rng.randrange(10**7, 10**8)}" for _ in range(rng.randrange(12, 28))]  # WhatsApp numbers

    # Busy from the 8am bell to the end of overtime; quiet at night and on Fridays.
    def gap() -> int:
        return rng.randrange(15, 1300) if rng.random() > 0.1 else rng.randrange(5 * 3600, 22 * 3600)

    voice = Voice(p.floor, p.chatter, p.wrap, 0.25, lambda: rng.choice(_BOT), 0.035, gap, (4, 36))
    return assemble(rng, chat_id, n, fact_share, NAME, people, voice)
