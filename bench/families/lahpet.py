"""The lahpet family: the Viber group of a family tea shop (lahpet yay seing) in Sanchaung township, Yangon, in Burmese (Myanmar script and romanized "Burglish") with English.

Written for batch 22 by a writer who did not read the summarizer, and run on no summarizer when
it was written: a held-out family. "Shwe Nadi" is a corner tea shop on a side street off
Bargayar Road, open from before five in the morning; its Viber group has the owner (U Tin
Maung, "Ah Ba", "ဦးလေး"), his wife who keeps the cash ("အန်တီ"), their daughter who runs the
Facebook page, the tea master (lahpet yay phyaw saya), the paratha and nan-bya cooks, the
mohinga cook, a handful of waiter boys ("ကောင်လေးတွေ", "nyi lay") and the suppliers (fresh
milk, condensed milk, tea leaves, bread, ice, gas). They write Burmese in its own script, words
run together and phrases split by spaces and "၊"/"။" ("မနက်ဖြန် မနက် ၅ နာရီ ဆိုင်ဖွင့်မယ်။"),
and more often in Burglish ("hote kae a ba", "ya par tal", "mee pyat pyi 😩", "sar pyi pi lar"),
with English for anything from an app or a bill. Digits come in both scripts (၁၂၃ and 123) and
a Burmese zero is now and then typed as the letter ဝ. Money is "1,500 Ks", "Ks 1500", "၁၅၀၀
ကျပ်", "၁,၅၀၀ ကျပ်", "1500 kyats", "1 thaung 5 yar", "၁ထောင့်၅ရာ", "15 thaung", "၁၅ထောင်" and
"2 thein"; dates "ဒီဇင်ဘာလ ၅ ရက်", "၅.၁၂.၂၀၂၆", "5.12.2026", "Dec 5", "5 Dec", "စနေနေ့
(ဒီဇင်ဘာ ၅)" and "Sanay nay, Dec 5"; times "မနက် ၅ နာရီ", "ညနေ ၄ နာရီခွဲ", "ma net 5 nar yi",
"5:30 AM". Waiters write one word, an emoji or a sticker; the owner writes long rambling ones
about the shop since 1998; the daughter pastes the day's sales tally, the supplier order, the
shift roster and the menu; people forward YESC power-cut schedules and YCDC notices; links to
Facebook, TikTok, YouTube, Google Maps, Viber invites and Telegram; photos, voice notes and
stickers. Its facts are said the shop's way ("ok final: ညဘက်ဆိုင်ပိတ်ချိန် => ည ၉ နာရီ 👍",
"ဆိုင်သော့အပို ကို Ko Thet Paing ဆီမှာ ထားတယ်", "ညီလေးတို့ ရေခဲသေတ္တာ ရေခဲတွေ ခြစ်ထုတ်ဖို့
ကျန်သေးတယ်နော်").
"""

from __future__ import annotations

import random
from collections.abc import Callable
from datetime import date, datetime, timedelta
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
)

NAME = "lahpet"
LANGUAGE = "my"
# Messages per chat by default: about 20,000 to 30,000 characters of history and about 20 facts.
MESSAGES = 300

_MM_DIGITS = str.maketrans("0123456789", "၀၁၂၃၄၅၆၇၈၉")


def mm(x: Any) -> str:
    """`x` with its digits in the Myanmar script."""
    return str(x).translate(_MM_DIGITS)


_MON_MM = {11: "နိုဝင်ဘာ", 12: "ဒီဇင်ဘာ", 1: "ဇန်နဝါရီ", 2: "ဖေဖော်ဝါရီ", 3: "မတ်"}
_MON_EN = {11: "Nov", 12: "Dec", 1: "Jan", 2: "Feb", 3: "Mar"}
_WD_MM = ["တနင်္လာ", "အင်္ဂါ", "ဗုဒ္ဓဟူး", "ကြာသပတေး", "သောကြာ", "စနေ", "တနင်္ဂနွေ"]
_WD_BG = ["Tanin La", "Inga", "Boddahu", "Kyathapaday", "Thaukkya", "Sanay", "Taninganway"]

_SHOP = Wording(
    topics=[("မုန့်ဟင်းခါး ရောင်းတဲ့ရက်", ["နေ့တိုင်း", "စနေ တနင်္ဂနွေ ပဲ", "ကြာသပတေးနဲ့ တနင်္ဂနွေ"]),
            ("ညဘက်ဆိုင်ပိတ်ချိန်", ["ည ၉ နာရီ", "ည ၁၀ နာရီခွဲ", "ဘောလုံးပွဲရှိရင် ၁၂ နာရီထိ"]),
            ("lahpet yay khwet a thit", ["Chinese ပန်းကန်ခွက်အဖြူ", "ဖန်ခွက်ပဲ ဆက်သုံးမယ်", "logo ပါတဲ့ ceramic ခွက်"]),
            ("ရေနွေးကြမ်း ကရားဖိုး", ["free ဆက်ပေးမယ်", "ကရားတစ်လုံး ၂၀၀ ကျပ်", "take away ဆိုရင်ပဲ ငွေယူမယ်"]),
            ("မီးပျက်ရင် generator", ["ဆိုင်ဖွင့်ချိန်တစ်လျှောက် မောင်းမယ်", "မနက်ပိုင်းပဲ မောင်းမယ်", "solar panel နဲ့ battery ပြောင်းမယ်"]),
            ("ငွေချေတဲ့ app", ["KBZPay တစ်ခုပဲ လက်ခံမယ်", "KBZPay ရော WavePay ရော", "AYA Pay နဲ့ KBZPay နှစ်ခု"]),
            ("staff ပိတ်ရက်", ["လတိုင်း ၄ ရက်", "တစ်ပတ် တစ်ရက် အလှည့်ကျ", "ဥပုသ်နေ့ ဆိုင်ပိတ်ပြီး အားလုံးနား"]),
            ("football pwe pya mae TV", ["Samsung 55 inch a thit", "projector nae nan yan pwomhar", "a haung pae pyin thone"]),
            ("take away ထုပ်တဲ့အိတ်", ["စက္ကူအိတ်", "ပလပ်စတစ်အိတ်ပဲ ဆက်သုံး", "ကိုယ့်အိတ်ယူလာရင် ၁၀၀ လျှော့"]),
            ("ဆိုင်နှစ်ပတ်လည် အလှူ", ["မုန့်ဟင်းခါး အလကား ကျွေးမယ်", "ဆရာတော်ကို ဆွမ်းကပ်မယ်", "လက်ဖက်သုပ်နဲ့ အီကြာကွေး free"]),
            ("menu htae htae mae a thit", ["Shan khauk swe", "kyet u paratha", "avocado shake"]),
            ("ကြက်ဥဝယ်မယ့်ဆိုင်", ["ဗားကရာ ဈေးက အန်တီဝင်း", "Hlaing Thar Yar ခြံကနေ တိုက်ရိုက်", "wholesale ဆိုင်ကြီး"])],
    decided=["အားလုံးဆွေးနွေးပြီးပြီ။ {s} ကို {c} လို့ သတ်မှတ်လိုက်ပြီ။", "ဦးလေးပြောတယ် {s} — {c} တဲ့။ ထပ်မပြောင်းတော့ဘူး",
             "ok final: {s} => {c} 👍 nout ma pyaung tot buu naw", "{S} kyi pyi, {c} lote mal. A Ba lo pyaw tal",
             "📌 ဆုံးဖြတ်ချက်\n{s}: {c}\nသိထားကြပါ။", "vote ယူတာ {c} က နိုင်တယ်၊ ဒါကြောင့် {s} = {c}",
             "ဆရာကြီးနဲ့ အန်တီ ညှိပြီးပြီ၊ {s} ကိစ္စ {c} ပါ။", "decided ya pyi: {s} -> {c}. hote kae?"],
    numbers=[("ပလာတာ တစ်ချပ်ဈေး နက်ဖြန်ကစပြီး {ks1} ပါ", ("ပလာတာ တစ်ချပ်ဈေး", "{ks1}")),
             ("paw hseint ta khwet ko {ks2} pyaung lite pyi naw, menu board pyin ya mal", ("paw hseint ta khwet", "{ks2}")),
             ("နို့ဆီ တစ်သေတ္တာ {ks3} ဖြစ်သွားပြီ၊ ဈေးတက်ပြန်ပြီ 😩", ("နို့ဆီ တစ်သေတ္တာ", "{ks3}")),
             ("ဒီနေ့ မနက်ပိုင်း လက်ဖက်ရည် {n1} ခွက် ရောင်းရတယ်", ("မနက်ပိုင်း လက်ဖက်ရည်", "{n1} ခွက်")),
             ("mohinga ta pwe {ks4} htar mal, nga zay tat nay lo", ("mohinga ta pwe", "{ks4}")),
             ("ဂတ်စ်အိုး တစ်လုံး ပြန်ဖြည့်ခ {ks5} ယူသွားတယ်", ("ဂတ်စ်အိုး တစ်လုံး ပြန်ဖြည့်ခ", "{ks5}")),
             ("စားပွဲထိုးကောင်လေးတွေ တစ်လ လစာ {ks6} သတ်မှတ်ထားတယ်", ("စားပွဲထိုးကောင်လေးတွေ တစ်လ လစာ", "{ks6}")),
             ("generator diesel 1 gallon {ks7} pay ya tal ah khu", ("generator diesel 1 gallon", "{ks7}")),
             ("ဆိုင်ခန်းလခ ဒီလကစ {ks8} တဲ့၊ အိမ်ရှင်ပြောတယ်", ("ဆိုင်ခန်းလခ", "{ks8}")),
             ("စမူဆာ တစ်နေ့ {n2} လုံး မှာထားတယ်", ("စမူဆာ တစ်နေ့", "{n2} လုံး")),
             ("ဒီနေ့ စုစုပေါင်း ရောင်းရငွေ {ks9}", ("စုစုပေါင်း ရောင်းရငွေ", "{ks9}")),
             ("lahpet chauk 1 viss {ks10} tae, Shan pyi ka supplier pyaw tal", ("lahpet chauk 1 viss", "{ks10}")),
             ("ဖောက်သည်အကြွေးစာရင်း ပေါင်း {ks11} ကျန်သေးတယ်", ("ဖောက်သည်အကြွေးစာရင်း", "{ks11}")),
             ("stool ခုံအသစ် {n3} လုံး ဝယ်ခဲ့တယ်", ("stool ခုံအသစ်", "{n3} လုံး"))],
    dates=[("နို့ဆီကုမ္ပဏီက ကားလာမယ့်နေ့ {dt}", ("နို့ဆီကုမ္ပဏီက ကားလာမယ့်နေ့", "{dt}")),
           ("YCDC license သက်တမ်းတိုးရမယ့် နောက်ဆုံးရက် {nd}", ("YCDC license သက်တမ်းတိုး", "{nd}")),
           ("ဝန်ထမ်းအစည်းအဝေး {dy} {tm} ဆိုင်ထဲမှာ လုပ်မယ်", ("ဝန်ထမ်းအစည်းအဝေး", "{tm}")),
           ("electricity meter lar kyi mal, {dy} {tm} lout", ("meter lar kyi", "{tm}")),
           ("ဆိုင်ဆေးသုတ်ဖို့ {dt} ကနေ ၂ ရက် ပိတ်မယ်", ("ဆိုင်ဆေးသုတ်ဖို့", "{dt}")),
           ("bday party booking — {dt} nya, table 6 lone", ("bday party booking", "{dt}")),
           ("ပလာတာဆရာ ရွာပြန်ပြီး {nd} မှာ ပြန်ရောက်မယ်", ("ပလာတာဆရာ ရွာပြန်", "{nd}")),
           ("mee pyat chain schedule a thit: {dy} {tm} ka sa pyat mal tae", ("mee pyat chain schedule", "{tm}")),
           ("health inspector လာစစ်မယ့်ရက် {dt}", ("health inspector", "{dt}")),
           ("ဘုန်းကြီးကျောင်း ဆွမ်းကပ်ဖို့ {dt} {tm}", ("ဘုန်းကြီးကျောင်း ဆွမ်းကပ်", "{dt}")),
           ("ice supplier ကား {dy} {tm} ရောက်မယ်", ("ice supplier ကား", "{tm}")),
           ("lahpet chauk order ka {dt} mhar yauk mal", ("lahpet chauk order", "{dt}"))],
    people=["Ko Thet Paing", "Ma Hnin Wut Yee", "မောင်ဇော်လင်းထွန်း", "Ko Nyein Chan Aung", "မခင်သီတာဆွေ", "Ko Hein Htet Zaw", "ဦးမျိုးညွန့်ဝင်း",
            "Ma Phyu Sin Thant", "Maung Kaung Myat Thu", "ဒေါ်စန္ဒာလှိုင်", "Ko Wai Yan Phyo", "Ma Ei Thinzar Moe", "Ko Sithu Kyaw Swar",
            "မောင်အောင်ပိုင်စိုး"],
    roles=[("နောက်လကစပြီး ငွေကိုင် counter ကို {p} ထိုင်မယ်", "ငွေကိုင် counter"),
           ("morning shift lahpet yay phyaw saya ka {p} naw", "lahpet yay phyaw saya"),
           ("ဆိုင်သော့အပို ကို {p} ဆီမှာ ထားတယ်၊ မနက်စောစော သူဖွင့်မယ်", "ဆိုင်သော့အပို"),
           ("Facebook page နဲ့ delivery order တွေကို {p} ကိုင်မယ်", "Facebook page နဲ့ delivery order"),
           ("{p} is our new mohinga cook, Pathein ka lar tal", "new mohinga cook"),
           ("မနက်ဈေးဝယ်တာ {p} တာဝန်ပါ၊ ငွေ အန်တီဆီက ကြိုထုတ်ယူ", "မနက်ဈေးဝယ်တာ"),
           ("စားပွဲထိုး ကောင်လေးတွေရဲ့ ခေါင်းဆောင်က {p}", "ကောင်လေးတွေရဲ့ ခေါင်းဆောင်"),
           ("supplier tway ko phone set ya mal lu ka {p}", "supplier tway ko phone set"),
           ("{p} ကို ညဆိုင်းတာဝန်ခံ ခန့်လိုက်ပြီ", "ညဆိုင်းတာဝန်ခံ"),
           ("trainee a thit: {p}, paratha lone nae lote tat aung thin pay kya", "trainee a thit"),
           ("generator မောင်းတာ ဆီထည့်တာ {p} ပဲ ကိုင်ရမယ်", "generator မောင်းတာ ဆီထည့်တာ"),
           ("{p} ka la chote sar yin kaing mae accountant", "la chote sar yin")],
    tasks=["ရေခဲသေတ္တာ ရေခဲတွေ ခြစ်ထုတ်ဖို့", "menu board ဈေးနှုန်းအသစ် ရေးဖို့", "ဂတ်စ်ဆိုင်ကို အိုးအလွတ် လာယူခိုင်းဖို့",
           "stool ခုံကျိုးတွေ ပြင်ဖို့", "kitchen exhaust fan clean lote pho", "မျက်နှာကြက်ပန်ကာ ပြန်တပ်ဖို့",
           "YCDC office ka form thwar yu pho", "နံပြားမီးဖို အုတ်တွေ ပြန်စီဖို့", "water pump saya khaw pyin pho",
           "လက်ဖက်ရည်စစ် ပိတ်စအသစ် ဝယ်ဖို့", "Facebook page mhar promotion post tin pho", "ဆိုင်ရှေ့ ရေမြောင်း ရှင်းဖို့",
           "ဆိုင်းဘုတ် မီးလုံး လဲဖို့", "CCTV camera app password reset lote pho"],
    asked=["{a} ဘယ်သူ အားလဲ 🙏 ဒီနေ့အတွင်း", "ညီလေးတို့ {a} ကျန်သေးတယ်နော်၊ ဘယ်သူမှ မလုပ်ရသေးဘူး", "a yay kyi tal, {a} — bal thu lote nai mal lae?",
           "reminder: {a} pending 😩", "အန်တီ မှာထားတယ်၊ {a} လူတစ်ယောက် လိုတယ်", "nout ma pyaw nae naw, {a} ma pyi thay buu",
           "{a} — ကျွန်တော် ဈေးထဲရောက်နေလို့ တစ်ယောက်ယောက် လုပ်ပေးကြပါ", "A Ba mhar tar: {a}. ba thu a lote ma shi buu lar?"],
    edits=[("ဆိုင် KBZPay နံပါတ် {x}", "ဆိုင် KBZPay နံပါတ် {y} (အရင်ဟာ မှားသွားလို့ sorry)", "ဆိုင် KBZPay နံပါတ်", "tel"),
           ("AYA bank account: {x}", "AYA bank account: {y} — digit တစ်လုံး မှားနေလို့ ပြင်ထားတယ်", "AYA bank account", "acct"),
           ("shop wifi password - {x}", "shop wifi password - {y} ✅ ah khu har hman tal", "shop wifi password", "wifi"),
           ("နို့စိမ်းဆိုင်ဦးလေး ဖုန်း {x}", "နို့စိမ်းဆိုင်ဦးလေး ဖုန်း {y} ဒါမှန်တယ်", "နို့စိမ်းဆိုင်ဦးလေး ဖုန်း", "tel"),
           ("Delivery order form link: {x}", "Delivery order form link: {y} (a yin link ka ma pwint buu)", "Delivery order form link", "link"),
           ("ဆိုင်ကား နံပါတ် {x}", "ဆိုင်ကား နံပါတ် {y}၊ form မှာ ဒါပဲရေး", "ဆိုင်ကား နံပါတ်", "plate"),
           ("YCDC license no. {x}", "YCDC license no. {y}, form mhar dar pae yay", "YCDC license no.", "lic"),
           ("ဂတ်စ် order code {x}", "ဂတ်စ် order code {y} ပါ၊ ဖုန်းထဲ မှားရိုက်မိတာ", "ဂတ်စ် order code", "ord")],
    changes=[("မနက်ဖြန် ဆိုင်ဖွင့်ချိန် {x}", ["မနက်ဖြန် ဆိုင်ဖွင့်ချိန် ပြောင်းပြီ: {y}", "sorry sorry မနက်ဖြန် ဆိုင်ဖွင့်ချိန် {y} ပါ"],
              "မနက်ဖြန် ဆိုင်ဖွင့်ချိန်", "hour"),
             ("condensed milk bill {x} pay ya mal", ["condensed milk bill ka {y} pae, discount ya tal", "update: condensed milk bill {y}"],
              "condensed milk bill", "ks"),
             ("staff ပျော်ပွဲစား {x} မှာ", ["staff ပျော်ပွဲစား {y} ကို ရွှေ့လိုက်ပြီ", "staff ပျော်ပွဲစား {y} မှာပဲ၊ အရင်ရက် ဖျက်"], "staff ပျော်ပွဲစား", "date"),
             ("ပေါင်မုန့်ကား {x} ရောက်မယ်", ["ပေါင်မုန့်ကား {y} မှ ရောက်မယ်တဲ့၊ လမ်းပိတ်နေလို့", "ပြောင်းပြီ — ပေါင်မုန့်ကား {y}"], "ပေါင်မုန့်ကား", "hour"),
             ("ငါးဝယ်မယ့်နေရာ {x}", ["ငါးဝယ်မယ့်နေရာ {y} ကို ပြောင်းမယ်၊ ပိုလတ်တယ်", "မဟုတ်ဘူး ငါးဝယ်မယ့်နေရာ {y}"], "ငါးဝယ်မယ့်နေရာ", "market"),
             ("waiter tway ye OT kha 1 nar yi {x}", ["waiter tway ye OT kha {y} lote mal, A Ba pyaw tal", "ma hote buu, waiter tway ye OT kha {y}"],
              "waiter tway ye OT kha", "ks"),
             ("ဆွမ်းကျွေးပွဲ {x}", ["ဆွမ်းကျွေးပွဲ {y} ကို ရွှေ့တယ်၊ ဆရာတော် မအားလို့", "ဆွမ်းကျွေးပွဲ {y} ဖြစ်သွားပြီ"], "ဆွမ်းကျွေးပွဲ", "date"),
             ("plumber saya lar mal {x}", ["plumber saya {y} mha lar nai mal tae", "update - plumber saya {y}"], "plumber saya", "when")])

# Chatter: people and places it names (never a fact's person).
_LU = ["Ko Htoo", "Aung Aung", "Bo Bo", "Zaw Zaw", "ညီလေး", "Ma Lay", "ကိုမင်း", "Saya Gyi", "Thura", "Pyae Pyae", "Nay Lin", "ဇော်ဇော်",
       "မမြ", "Ah Ko Tun", "Kyaw Gyi", "Ah Nyo", "ဦးလေး", "အန်တီ"]
_NAYA = ["Bargayar Road", "Hledan junction", "Sanchaung Street", "ကြည့်မြင်တိုင်", "Myaynigone", "ဗားကရာဈေး", "Kamayut", "လှည်းတန်း",
         "Pyay Road", "Junction Square", "Dagon Centre", "အင်းစိန်", "Ahlone", "Shwegondaing", "ဆင်မလိုက်"]
_TO = ["ok", "ok par", "okk", "ဟုတ်ကဲ့", "hote kae", "hote", "ရပါတယ်", "ya par tal", "👍", "👍👍", "🙏", "🙏🙏", "မင်္ဂလာနံနက်ခင်းပါ ☀️",
       "Mingalar nan net khin par", "gm", "good morning", "sar pyi pi lar", "ထမင်းစားပြီးပြီလား", "haha", "😂😂", "ဟားဟား", "lol", "ok ok",
       "ကျေးဇူးပါ", "kyay zu par", "thx", "ဟုတ်", "hmm", "အင်း", "in", "ဘာလဲ?", "bal lo lae", "lar pyi", "လာပြီ", "ခဏ", "kha na", "5 min",
       "ရောက်ပြီ", "yauk pyi", "mee pyat pyi 😩", "မီးလာပြီ ⚡", "mee lar pyi", "mo ywar nay tal 🌧", "နေကောင်းလား", "nay kaung lar",
       "a yan pin pan tal", "ပင်ပန်းတယ်", "😴", "🔥", "❤️", "👌", "noted", "Noted par", "OK saya", "ဟုတ်ကဲ့ ဦးလေး", "hote kae a ba",
       "sorry", "sorry naw", "ဆောရီး", "dar pae lar", "ဒါပဲလား", "ma thi buu", "မသိဘူး", "thi pyi", "သိပြီ", "ခဏစောင့်", "line ma kaung buu",
       "internet ma ya buu", "VPN ဖွင့်ထား", "💯", "😅", "ဟုတ်လား", "tkt", "အိပ်ချင်ပြီ", "ip chin pyi", "lar mal", "ma lar nai buu",
       "ဘယ်မှာလဲ", "bal mhar lae", "ကောင်းတယ်", "kaung tal", "mite tal 🔥", "ပျင်းတယ်", "nay kaung pa say", "🎂🎉 HBD",
       "မွေးနေ့မှာ ပျော်ရွှင်ပါစေ", "ရှိတယ်", "shi tal", "ma shi buu", "😭", "🤣🤣🤣", "🥲", "👀"]
_ALAT = ["{n} ဘယ်ရောက်နေလဲ", "{w} မှာ ကားကျပ်နေတယ် နောက်ကျမယ်", "{n} ko phone khaw tar ma kaing buu", "ဒီနေ့ {w} ဘက် မီးမလာဘူး",
         "{w} ka customer tway a yan myar tal ne ne", "{n} အခုပဲ ပလာတာ ၂၀ ယူသွားတယ် take away", "{n} lar yin charger yu lar khae",
         "ပဲပြုတ် ကုန်သွားပြီ", "e kyar kway ma lout buu thay", "ဒေါ်လာဈေး ထပ်တက်ပြန်ပြီ", "customer ta yout ka a cho lun tal lo pyaw tal",
         "{n} ထိုင်ခုံ ၃ လုံး ရှေ့ကို ထုတ်ပေး", "bus ma lar thay buu, {w} mhar saung nay tal", "{w} mhar mo a yan ywar nay tal, yay lyan nay pyi",
         "ရေခဲ နည်းနေပြီ ညနေအတွက် မလောက်ဘူး", "{n} မနေ့က ပိုက်ဆံ ပြန်အမ်းဖို့ မေ့သွားတယ်", "kitchen mhar kyaung myar lar pyi 🐀",
         "{w} ka customer ah yin lo pyan lar tal", "a pyin ka mo thi nay tal, hta ma thwar nae", "{n} ဒီနေ့ ဆိုင်မလာဘူးလား",
         "generator ဆီ နည်းနေပြီ", "nohsi a cho nae pyit nay tal lar?", "{n} VPN ဘာသုံးလဲ၊ Facebook မဝင်ရဘူး", "tea too sweet tae customer ka 🙄",
         "{w} ဘက်မှာ ပွဲရှိတယ်၊ လူများမယ်", "{n} phone battery kon nay tal", "ပလာတာ ထပ်နယ်ထားနော်", "e kyar kway ta pwe pyan lo chin tal",
         "ဆိုင်ရှေ့မှာ ကားလာရပ်လို့ ဖောက်သည်တွေ ထိုင်ခုံ မရဘူး", "{n} taxi nae pyan mal", "taxi kha a yan zay kyi tal {w} ka", "ဆိုက်ကားဆရာ ဦးဘ ဒီနေ့ မလာဘူး",
         "{n} ဆိုင်ထဲ ကြောင်ဝင်လာပြန်ပြီ 🐈", "customer ta yout ka paratha ma kyat buu lo pyan pyi tal", "ရေမလာဘူး၊ ရေစက် ဖွင့်ကြည့်ဦး",
         "{n} ညက ဆိုင်မီး မပိတ်ခဲ့ဘူး 😤", "ko lay tway sar sar pyi pi lar", "{w} mhar kar tite mi lo yauk nout kya mal", "nohsi bu a haung tway bal mhar htar lae"]
_MEE = ["A", "B", "C", "D"]
_APHO = ["ညီလေးတို့ အားလုံး မင်္ဂလာပါ", "ဦးလေး ဒီဆိုင်ကို ၁၉၉၈ ကတည်းက ဖွင့်ခဲ့တာ", "အဲ့တုန်းက လက်ဖက်ရည်တစ်ခွက် ၁၅ ကျပ်ပဲ ရှိသေးတယ်",
         "ဖောက်သည်ကို ယဉ်ယဉ်ကျေးကျေး ဆက်ဆံကြ၊ သူတို့ကြောင့် ငါတို့ ထမင်းစားရတာ", "လက်ဖက်ရည်ဆိုတာ ဖန်ခွက်ထဲ အရောင်ကြည့်တာနဲ့ သိတယ်",
         "ခုခေတ် ကောင်လေးတွေ ဖုန်းပဲ ကိုင်နေကြတယ်၊ customer ခေါ်တာ မကြားဘူး", "မီးပျက်တာ ခုမှ မဟုတ်ပါဘူး၊ အရင်လည်း ပျက်တာပဲ",
         "နို့ဆီဈေး ဒီလောက်တက်နေတာ ငါ တစ်သက်နဲ့ တစ်ကိုယ် မမြင်ဖူးဘူး", "ကျန်းမာရေး ဂရုစိုက်ကြ၊ ညအိပ်ရေးပျက်ရင် မနက် မထနိုင်ဘူး",
         "မနက် ဘုရားရှိခိုးပြီးမှ ဆိုင်ဖွင့်ရတာ စိတ်ချမ်းသာတယ်", "ငါ့အဖေလက်ထက်က ဒီလမ်းမှာ လက်ဖက်ရည်ဆိုင် ၂ ဆိုင်ပဲ ရှိတယ်",
         "ပိုက်ဆံ ရတာထက် နာမည်ကောင်းဖို့ အရေးကြီးတယ်", "ဘယ်လိုပဲ ခက်ခက် ငါတို့ ဆိုင် မပိတ်ဘူး", "အားလုံးကို ကျေးဇူးတင်တယ်၊ စာရှည်သွားတယ် 🙏"]
_NOTICE_YESC = ["⏩ Forwarded", "📢 ရန်ကုန်လျှပ်စစ်ဓာတ်အားပေးရေးကော်ပိုရေးရှင်း (YESC)",
                "စမ်းချောင်းမြို့နယ်အတွင်း လျှပ်စစ်ဓာတ်အား ဖြတ်တောက်ပေးမည့် အချိန်ဇယား"]
_NOTICE_YCDC = ["⏩ Forwarded\n📢 ရန်ကုန်မြို့တော်စည်ပင်သာယာရေးကော်မတီ အသိပေးချက်",
                "စားသောက်ဆိုင်လုပ်ငန်းရှင်များအနေဖြင့် သန့်ရှင်းရေးစည်းကမ်းများကို လိုက်နာရန် အသိပေးအပ်ပါသည်။",
                "လမ်းဘေးပလက်ဖောင်းပေါ်တွင် ထိုင်ခုံ စားပွဲများ ချထားခြင်း မပြုရန် တားမြစ်ပါသည်။",
                "အမှိုက်များကို သတ်မှတ်ထားသော အချိန်တွင်သာ ပစ်ရန်နှင့် ရေမြောင်းထဲ မစွန့်ပစ်ရန် မေတ္တာရပ်ခံအပ်ပါသည်။",
                "စည်းကမ်းချိုးဖောက်သူများကို ဥပဒေနှင့်အညီ အရေးယူသွားမည်ဖြစ်ပါသည်။",
                "— စမ်းချောင်းမြို့နယ် စည်ပင်သာယာရေးဌာန"]
_LINKS = ["https://www.facebook.com/share/p/{k}/ ဆိုင် page မှာ post တင်ထားတယ် like ပေးကြ", "https://maps.app.goo.gl/{k} nohsi supplier ye location",
          "https://vt.tiktok.com/{k}/ haha kyi kyi 😂", "https://youtu.be/{k} mohinga recipe, saya gyi kyi kyi", "https://invite.viber.com/?g2={k} supplier group",
          "https://t.me/{k} news channel", "https://www.facebook.com/reel/{n} ဒီ reel ကြည့် 🤣", "https://maps.app.goo.gl/{k} Thiri Mingalar ဈေး ဒီမှာ"]
_ANTY = ["Ko lay tway a kone naw", "ma net tine kitchen ko a yin sone shin pyi mha mee phoe", "khwet tway ko yay nway nae say",
         "ကြမ်းပြင်မှာ ရေ မစိုနေပါစေနဲ့၊ customer ချော်လဲရင် ဒုက္ခ", "customer ko a yay chin yin ma lote par nae",
         "tip ya tar ko a kone pone ba htae htae, month end mhar khwe mal", "ဖုန်းကြည့်ရင်း စားပွဲမသုတ်နဲ့၊ အန်တီ မြင်တယ်နော်",
         "nohsi ko a myar kyi ma htae par nae, kone kyi tal", "ည ဆိုင်ပိတ်ရင် ဂတ်စ် ပိတ်ခဲ့ ပြီးမှ ပြန်", "dar pae, a kone kyay zu tin par tal 🙏"]
_REVIEW = ["⭐⭐⭐⭐⭐ FB review: Sanchaung mhar a kaung sone lahpet yay seing. Paratha kyat kyat lay, cho hseint a yan kaung tal!",
           "⭐⭐ FB review: waiter ka khaw tar ma kyar buu, 15 min saung ya tal. lahpet yay ka kaung pay mae service pyin pay par",
           "⭐⭐⭐⭐ review ဝင်လာတယ်: မုန့်ဟင်းခါး အရသာ ကောင်းတယ်၊ ဒါပေမယ့် ထိုင်ခုံ ကျဉ်းတယ်တဲ့",
           "⭐ review: e kyar kway ka a hsi myar tal, ah cho ka lun tal. 😤 (dar ka Ko Htoo phyaw tae nay ka lar ma thi)",
           "⭐⭐⭐⭐⭐ FB review: ဆိုင်ရှင် ဦးလေး ဖော်ရွေတယ်၊ ကျဆိမ့် ကြိုက်တယ်၊ နောက်လည်း လာမယ်"]
_JOKE = ["⏩ Forwarded\nဆရာဝန်: သကြား လျှော့စားနော်။\nလူနာ: ဟုတ်ကဲ့ ဆရာ၊ ကျဆိမ့် ပဲ သောက်ပါ့မယ်။\nဆရာဝန်: ... 😂",
         "joke: customer ka 'nohsi ma htae nae, thakar ma htae nae, lahpet ma htae nae' tae. dar so yay nway pae pay lite ya mal lar 🤣",
         "Ko Htoo ka ma net 4 nar yi tha lo alarm 3 khu pay htar tal, 3 khu lone ma kyar buu 😂😂",
         "⏩ Forwarded\nမြန်မာ့လက်ဖက်ရည်ဆိုင် စည်းကမ်း ၁၀ ချက်\n၁။ ရေနွေးကြမ်း ကုန်ရင် ကရားကို ထုရမယ်\n၂။ 'ညီလေး' လို့ အော်ရမယ်\n၃။ ပလာတာ ကို ခဏခဏ မေးရမယ်\n... 🤣"]
_ZO = ["Noted 👍", "မှတ်ထားလိုက်ပါပြီ။", "Voice message ကို နားမထောင်နိုင်ပါ၊ စာနဲ့ ရေးပေးပါ 🙏", "ဟုတ်ကဲ့၊ မှတ်ပြီးပါပြီ။", "Reminder ထားပေးပါမယ်။"]
_YOUNG = ["bro tiktok mhar video tin lite tal kyi", "Man U shone pyan pyi 😭😭", "ML gaw mal lar, rank tat mal", "ညက ဘောလုံးပွဲ ကြည့်လို့ အိပ်ရေးပျက်တယ်",
          "Liverpool fans ko kyi lite 😂", "K-drama a thit kyi pyi pi lar", "data kon pyi, wifi pay par", "ah ma ye gf ka lar nay tal 😏",
          "paratha saya ka selfie yite nay tal lol", "ကောင်မလေးတစ်ယောက် ဆိုင်ကို နေ့တိုင်းလာတယ် 👀", "lit lit 🔥", "pay day bal nay lae 🥲"]
_MARKETS = ["ဗိုလ်တစ်ထောင် ငါးဈေး", "San Pya ငါးဈေး", "Thiri Mingalar", "Hledan ဈေးထဲ", "ကြည့်မြင်တိုင် ညဈေး", "Insein zay", "Kyee Myin Daing ngar zay"]


class _TeaShop:
    """One chat of the shop: its draws and its ways of talking."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.facts = Planter(rng, _SHOP, self.slot, self.value)

    # -- how the shop writes numbers, money, dates and times ------------------------------

    def num(self, n: int) -> str:
        return mm(n) if self.rng.random() < 0.4 else str(n)

    def kyat(self, n: int) -> str:
        r = self.rng
        ways = [f"{n:,} Ks", f"Ks {n:,}", f"{n} ကျပ်", f"{mm(f'{n:,}')} ကျပ်", f"{mm(n)} ကျပ်", f"{n:,} kyats", f"{n}ks"]
        if n >= 1000 and n % 1000 == 0:
            ways += [f"{n // 1000} thaung", f"{mm(n // 1000)}ထောင်"]
        elif n > 1000 and n % 100 == 0:
            ways += [f"{n // 1000} thaung {n % 1000 // 100} yar", f"{mm(n // 1000)}ထောင့်{mm(n % 1000 // 100)}ရာ"]
        if n >= 100_000 and n % 100_000 == 0:
            ways += [f"{n // 100_000} thein", f"{mm(n // 100_000)}သိန်း"]
        return r.choice(ways)

    def day(self, n: int) -> date:
        return date(2026, 12, 1) + timedelta(days=n)

    def dt(self, n: int) -> str:
        d, r = self.day(n), self.rng
        wd = d.weekday()
        return r.choice([f"{_MON_MM[d.month]}လ {mm(d.day)} ရက်", mm(f"{d.day}.{d.month}.{d.year}"), f"{d.day}.{d.month}.{d.year}",
                         f"{_MON_EN[d.month]} {d.day}", f"{d.day} {_MON_EN[d.month]}", f"{_WD_MM[wd]}နေ့ ({_MON_MM[d.month]} {mm(d.day)})",
                         f"{_WD_BG[wd]} nay, {_MON_EN[d.month]} {d.day}", f"{mm(d.day)} ရက် {_MON_MM[d.month]}"])

    def nd(self, n: int) -> str:
        d, r = self.day(n), self.rng
        return r.choice([f"{mm(d.year)} {_MON_MM[d.month]} {mm(d.day)}", f"{d.day:02d}-{d.month:02d}-{d.year}", f"{_MON_EN[d.month]} {d.day}, {d.year}",
                         mm(f"{d.day}/{d.month}/{d.year}"), f"{_MON_MM[d.month]}လ {mm(d.day)} ရက်နေ့ နောက်ဆုံး"])

    def clock(self, h: int, half: bool = False) -> str:
        r = self.rng
        h12 = h if h <= 12 else h - 12
        part = "မနက်" if h < 12 else "နေ့လည်" if h < 15 else "ညနေ" if h < 19 else "ည"
        part_bg = "ma net" if h < 12 else "nay lae" if h < 15 else "nya nay" if h < 19 else "nya"
        ampm = "AM" if h < 12 else "PM"
        if half:
            return r.choice([f"{part} {mm(h12)} နာရီခွဲ", f"{part_bg} {h12} nar yi khwe", f"{h12}:30 {ampm}", f"{mm(h12)}:၃၀ {part}"])
        return r.choice([f"{part} {mm(h12)} နာရီ", f"{part_bg} {h12} nar yi", f"{h12}:00 {ampm}", f"{h12}{ampm.lower()}", f"{part} {h12} နာရီ"])

    # -- the facts' values ------------------------------------------------------------------

    def slot(self, k: str) -> str:
        r, f = self.rng, self.facts.fresh
        table: dict[str, Callable[[], str]] = {
            "ks1": lambda: self.kyat(f("ks1", 6, 20) * 100), "ks2": lambda: self.kyat(f("ks2", 12, 40) * 100),
            "ks3": lambda: self.kyat(f("ks3", 80, 250) * 1000), "ks4": lambda: self.kyat(f("ks4", 15, 45) * 100),
            "ks5": lambda: self.kyat(f("ks5", 60, 160) * 1000), "ks6": lambda: self.kyat(f("ks6", 18, 60) * 10_000),
            "ks7": lambda: self.kyat(f("ks7", 90, 250) * 100), "ks8": lambda: self.kyat(f("ks8", 6, 30) * 100_000),
            "ks9": lambda: self.kyat(f("ks9", 400, 3000) * 1000 + r.choice([0, 0, 500])), "ks10": lambda: self.kyat(f("ks10", 25, 90) * 1000),
            "ks11": lambda: self.kyat(f("ks11", 20, 400) * 1000 + r.choice([0, 500])),
            "n1": lambda: self.num(f("n1", 120, 700)), "n2": lambda: self.num(f("n2", 40, 300)), "n3": lambda: self.num(f("n3", 6, 40)),
            "dt": lambda: self.dt(f("d", 0, 90)), "nd": lambda: self.nd(f("d", 0, 90)),
            "tm": lambda: self.clock(f("h", 5, 21), r.random() < 0.3),
            "dy": lambda: r.choice(["မနက်ဖြန်", "ma net phyan", "သန်ဘက်ခါ", "than bat khar", "စနေနေ့", "Sanay nay", "တနင်္ဂနွေနေ့",
                                    "ဗုဒ္ဓဟူးနေ့", "Friday", "next Monday", "ဒီကြာသပတေး"])}
        return table[k]()

    def value(self, kind: str) -> str | None:
        r, f = self.rng, self.facts.fresh

        def tel() -> str:
            body = f"{r.choice(['25', '26', '40', '42', '45', '68', '69', '77', '78', '79', '96', '97', '98', '99'])}{r.randrange(10**6, 10**7)}"
            return r.choice([f"09{body}", f"09-{body[:3]}-{body[3:]}", f"+95 9{body}", mm(f"09{body}"), f"09 {body[:3]} {body[3:6]} {body[6:]}"])

        def hour() -> str:
            h, half = divmod(f("hour", 8, 20), 2)
            return self.clock(h, bool(half))

        def plate() -> str:
            a, letter_, b = r.randrange(1, 10), r.choice("ABCDEFGHKLMNPQ"), r.randrange(1000, 10000)
            return r.choice([f"YGN {a}{letter_}/{b}", f"{a}{letter_}-{b}", f"ရန်ကုန် {mm(a)}{r.choice('ကခဂဃငစဆဇညဋ')}/{mm(b)}"])

        def when() -> str:
            h = f("wh", 8, 18)
            return f"{self.dt(f('d', 0, 90))} {self.clock(h)}"

        draws: dict[str, Callable[[], str]] = {
            "tel": tel, "acct": lambda: f"{r.randrange(1000, 10000)} {r.randrange(1000, 10000)} {r.randrange(1000, 10000)} {r.randrange(1000, 10000)}",
            "wifi": lambda: r.choice([f"ShweNadi_{code(r, 5)}", f"sanchaung{r.randrange(1000, 100000)}", f"lahpet@{r.randrange(100, 1000)}{code(r, 2)}"]),
            "link": lambda: r.choice([f"https://forms.gle/{code(r, 10)}", f"https://bit.ly/{code(r, 7)}"]),
            "plate": plate, "lic": lambda: f"SCG-{r.randrange(1000, 100000)}/{r.choice(['2025', '2026'])}",
            "ord": lambda: f"GS-{code(r, 6, '23456789ABCDEFGHJKMNPQRSTUVWXYZ')}",
            "hour": hour, "ks": lambda: self.kyat(f("ksx", 5, 400) * 500), "date": lambda: self.dt(f("d", 0, 90)),
            "market": lambda: r.choice(_MARKETS), "when": when}
        return self.facts.apart(draws[kind]) if kind in draws else None

    def plant(self, kind: str) -> Planted:
        """A fact as the planter words it; Burmese sentences now and then end with ။ and
        romanized ones now and then come all in lower case (probes stay matched: case is
        ignored and nothing is taken out)."""
        p = self.facts(kind)
        if p is None:
            return None
        text, probe, newer = p
        if self.rng.random() < 0.2 and text[-1] not in "။!?👍😩":
            text += "။"
        return text, probe, newer

    # -- chatter ----------------------------------------------------------------------------

    def typo(self, text: str) -> str:
        """Someone typing fast: a Burmese zero as the letter ဝ, a doubled letter, a dropped ။."""
        r = self.rng
        x = r.random()
        if x < 0.08 and "၀" in text:
            return text.replace("၀", "ဝ")
        if x < 0.16 and len(text) > 4:
            i = r.randrange(1, len(text) - 1)
            if text[i].isascii() and text[i].isalpha():
                return text[:i] + text[i] + text[i:]
        if x < 0.26:
            return text.rstrip("။ ")
        return text

    def line(self) -> str:
        r = self.rng
        k = 1
        while k < 4 and r.random() < 0.3:
            k += 1
        parts = [x.format(n=r.choice(_LU), w=r.choice(_NAYA)) for x in r.sample(_ALAT, k)]
        said = parts[0]
        for x in parts[1:]:
            said += r.choice(["၊ ", " ပြီးတော့ ", ". nout ta khu ka ", "... ", "\n", " 😩 "]) + x
        if r.random() < 0.3 and said[-1] not in "?။!":
            said += r.choice(["။", " 😩", " 🙏", "!", " lol", "...", " naw", " 😂"])
        return self.typo(said)

    def tally(self) -> str:
        """The day's sales, as the daughter pastes them."""
        r = self.rng
        d = self.day(r.randrange(-10, 60))
        rows = [("လက်ဖက်ရည်", r.randrange(150, 700), "ခွက်"), ("ပလာတာ", r.randrange(40, 250), "ချပ်"), ("နံပြား", r.randrange(30, 200), "ချပ်"),
                ("မုန့်ဟင်းခါး", r.randrange(20, 150), "ပွဲ"), ("အီကြာကွေး", r.randrange(30, 200), "ချောင်း"), ("ကော်ဖီ", r.randrange(10, 90), "ခွက်")]
        body = "\n".join(f"{a} - {self.num(b)} {c}" for a, b, c in r.sample(rows, r.randrange(3, 6)))
        total = r.randrange(300, 2500) * 1000
        return (f"📊 {mm(d.day)}.{mm(d.month)} စာရင်း\n{body}\nTotal: {total:,} Ks"
                + r.choice(["", "\nအကြွေး မပါသေးဘူး", "\nKPay ထဲ ဝင်တာ ပါပြီ", "\ncash check lote pyi"]))

    def order(self) -> str:
        """Tomorrow's supplier order."""
        r = self.rng
        items = [f"နို့ဆီ {mm(r.randrange(2, 8))} သေတ္တာ", f"နို့စိမ်း {r.randrange(10, 40)} ပိဿာ", f"ကြက်ဥ {r.randrange(2, 10)} ကဒ်",
                 f"ဂျုံမှုန့် {mm(r.randrange(1, 5))} အိတ်", f"ပဲ {r.randrange(3, 12)} viss", f"ကြက်သွန်နီ {r.randrange(2, 8)} ပိဿာ",
                 f"ရေခဲ {r.randrange(2, 9)} တုံး", f"ပေါင်မုန့် {r.randrange(10, 60)} လုံး", f"sugar {r.randrange(1, 4)} bag"]
        return r.choice(["Order list (ma net phyan)", "မနက်ဖြန်အတွက် မှာရမယ့်စာရင်း", "supplier order 🚚"]) + "\n" + "\n".join(
            f"- {x}" for x in r.sample(items, r.randrange(3, 7)))

    def roster(self) -> str:
        r = self.rng
        names = r.sample(_LU[:16], 6)
        return (r.choice(["ဒီအပတ် shift", "Shift roster", "🗓 a lote chain"]) + f"\nမနက် (4am-12): {names[0]}, {names[1]}, {names[2]}"
                + f"\nညနေ (12-9pm): {names[3]}, {names[4]}\nနား: {names[5]}")

    def menu(self) -> str:
        r = self.rng
        items = [("လက်ဖက်ရည် ပေါ့ဆိမ့်", 12, 30), ("ချိုဆိမ့်", 12, 30), ("ကျဆိမ့်", 12, 30), ("ကော်ဖီ", 10, 30), ("ပလာတာ", 6, 20),
                 ("နံပြား ပဲပြုတ်", 10, 30), ("မုန့်ဟင်းခါး", 15, 45), ("အုန်းနို့ခေါက်ဆွဲ", 20, 50), ("စမူဆာ", 3, 10), ("ပေါင်မုန့် ထောပတ်", 8, 20)]
        return "☕ MENU\n" + "\n".join(f"{a} .... {self.kyat(r.randrange(lo, hi) * 100)}" for a, lo, hi in r.sample(items, r.randrange(4, 8)))

    def power(self) -> str:
        """A forwarded YESC power-cut schedule."""
        r = self.rng
        d = self.day(r.randrange(-5, 60))
        rows = []
        for g in _MEE:
            h = r.randrange(0, 20)
            rows.append(f"Group {g}: {h:02d}:00 - {(h + 4) % 24:02d}:00")
        return "\n".join(_NOTICE_YESC) + f"\n({mm(d.day)}.{mm(d.month)}.{mm(d.year)})\n" + "\n".join(rows) + r.choice(["", "\nငါတို့က Group B", "\n😩😩"])

    def nearly(self) -> str:
        """Chatter with numbers, dates and times that plants nothing."""
        r = self.rng
        return r.choice([f"ကျွန်တော် {self.dt(r.randrange(0, 80))} မှာ ရွာပြန်မယ်၊ ၃ ရက်", f"{r.choice(_LU)} မွေးနေ့ {self.dt(r.randrange(0, 80))} 🎂",
                         f"taxi ka {self.kyat(r.randrange(3, 12) * 1000)} yu tal, zay kyi tal", f"ဒေါ်လာဈေး {mm(r.randrange(4200, 4900))} ဖြစ်နေပြီ",
                         f"{r.choice(_LU)} {self.clock(r.randrange(6, 20))} ထိ ဆိုင်မှာ ရှိမယ်", f"phone screen pyin tar {self.kyat(r.randrange(3, 9) * 10_000)} kyat tal",
                         f"ရွှေဈေး တစ်ကျပ်သား {mm(r.randrange(60, 95))} သိန်း ကျော်ပြီ", f"ma net ka {r.randrange(2, 6)} nar yi kyar mee pyat tal",
                         f"ညက {mm(r.randrange(3, 9))} နာရီလောက်ပဲ အိပ်ရတယ်", f"{r.choice(_NAYA)} mhar kyet u ta kat {self.kyat(r.randrange(45, 80) * 100)}",
                         f"bus kha {self.kyat(r.randrange(2, 6) * 100)} pyaung pyi"])

    def stamp(self) -> str:
        r = self.rng
        t = datetime(2026, 12, 1) + timedelta(days=r.randrange(0, 90), seconds=r.randrange(0, 86400))
        return f"{t:%Y-%m-%d_%H-%M-%S}-{r.randrange(0, 1000):03d}"

    def photo(self) -> Said:
        r = self.rng
        return (r.choice(["", "", "ဒီနေ့ ပလာတာ 😋", "ဆိုင်ရှေ့ ရေကြီးနေပြီ", "bill", "supplier receipt", "stool ကျိုးနေတာ", "menu board a thit",
                          "customer lu a yan myar 🔥", "KPay screenshot"]),
                media("photo", f"viber_image_{self.stamp()}.jpg", "image/jpeg", r.randrange(40_000, 3_500_000)))

    def other(self) -> Said:
        r = self.rng
        kind = r.choice(["voice", "voice", "voice", "sticker", "sticker", "video", "document"])
        if kind == "voice":
            return (r.choice(["", "", "voice pode lite tal nar htaung", "စာရိုက်ရ ပျင်းလို့ 😅"]),
                    media("voice", f"voice_{self.stamp()}.m4a", "audio/mp4", r.randrange(8_000, 1_000_000)))
        if kind == "sticker":
            return "", media("sticker", f"sticker_{r.randrange(10**5, 10**6)}.png", "image/png", r.randrange(8_000, 80_000))
        if kind == "video":
            return (r.choice(["", "paratha lone nae", "ဆိုင်ထဲ ဘောလုံးပွဲ 🔥", "mo ywar nay tal"]),
                    media("video", f"viber_video_{self.stamp()}.mp4", "video/mp4", r.randrange(800_000, 30_000_000)))
        name, text = r.choice([("Sales_Dec.xlsx", ""), ("YCDC_form.pdf", "form dar pae"), ("Price_list_2026.pdf", "ဈေးနှုန်းစာရင်း"),
                               ("supplier_invoice.pdf", "invoice")])
        mime = "application/pdf" if name.endswith("pdf") else "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        return text, media("document", name, mime, r.randrange(20_000, 2_000_000))

    def chatter(self) -> Said:
        r = self.rng
        pick = r.choices(range(18), [25, 30, 6, 1.8, 1.6, 1.2, 1.2, 1.6, 1.4, 5, 2.5, 3, 7, 6.5, 6, 3, 1.5, 1.5])[0]
        if pick == 15:
            return ramble(r, _ANTY, 3, " "), None
        if pick == 16:
            return r.choice(_REVIEW), None
        if pick == 17:
            return r.choice(_JOKE), None
        if pick == 0:
            return self.typo(r.choice(_TO)), None
        if pick == 1:
            return self.line(), None
        if pick == 2:
            return r.choice(_YOUNG), None
        if pick == 3:
            return self.tally(), None
        if pick == 4:
            return self.order(), None
        if pick == 5:
            return self.roster(), None
        if pick == 6:
            return self.menu(), None
        if pick == 7:
            return self.power(), None
        if pick == 8:
            return letter(r, _NOTICE_YCDC, least=1, sep="\n"), None
        if pick == 9:
            return ramble(r, _APHO, 5, "။ "), None
        if pick == 10:
            return r.choice(_LINKS).format(k=code(r, 10), n=r.randrange(10**14, 10**15)), None
        if pick == 11:
            return f"{r.choice(['မင်္ဂလာပါ', 'Mingalarpar', 'Good morning all ☀️'])} {self.line()}", None
        if pick == 12:
            return self.nearly(), None
        if pick == 13:
            return self.photo()
        return self.other()

    def wrap(self, text: str) -> str:
        r = self.rng
        return r.choice([f"မင်္ဂလာပါ ညီလေးတို့ {text}", f"{text}\n\n{letter(r, _NOTICE_YCDC, least=1, sep=chr(10))}", f"{ramble(r, _APHO, 3, ' ')} ပြီးတော့ {text}",
                         f"ဒီနေ့ ပြောစရာ\n၁။ {text}\n၂။ {self.line()}", f"{text} 🙏", f"{text}\n— ဦးလေး", f"‼️ {text}",
                         f"{text}\nGroup ထဲ မရှိတဲ့သူတွေကိုလည်း ပြောပေးကြ", f"📌 {text}", f"{text} kyay zu par"])


def generate(seed: int, chats: int, messages: int, ids: Ids | None = None, fact_share: float = 0.07) -> list[Chat]:
    return family_chats(NAME, seed, chats, ids, lambda rng, chat_id: _one(rng, chat_id, messages, fact_share))


def _one(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    shop = _TeaShop(rng)
    members = [f"959{rng.choice(['25', '26', '40', '42', '45', '68', '69', '77', '78', '79', '96', '97', '98', '99'])}{rng.randrange(10**6, 10**7)}"
               for _ in range(rng.randrange(8, 22))]

    # A tea shop's day: a rush of messages from before five in the morning, quiet afternoons,
    # and the group silent through the night.
    def gap() -> int:
        x = rng.random()
        if x < 0.6:
            return rng.randrange(10, 600)
        if x < 0.92:
            return rng.randrange(600, 3600)
        return rng.randrange(4 * 3600, 14 * 3600)

    voice = Voice(shop.plant, shop.chatter, shop.wrap, 0.22, lambda: rng.choice(_ZO), 0.03, gap, (3, 30))
    return assemble(rng, chat_id, n, fact_share, NAME, people=members, voice=voice)
