"""The lavash family: the Viber group of a family bakery in Gyumri, Armenia, with a stall at the Yerevan GUM market, in Armenian.

Written for batch 15, after poshak, buna and dacha (batch 14) were measured once, and run on no
version of the summarizer when it was committed: a held-out family. «Մկրտչյանների փուռ» (an invented
family business, registered as an individual entrepreneur, ԱՁ) bakes lavash in a tonir (a clay pit
oven, fired with gas and wood) and matnakash and gata in an electric oven on Ջիվանու street in
Gyumri; it delivers every morning to a dozen shops in the town and sends a Gazelle van to Yerevan,
where the son's wife sells at a stall in the GUM market (ԳՈՒՄ շուկա). The whole family and its staff
share one Viber group. Armenian is written in its own script, which has capital letters, its own
full stop ։ (often typed as ":"), the apposition mark ՝ and the question mark ՞ written over the
stressed vowel ("որտե՞ղ ես"), with Russian and some English mixed in. The grandmother, Վարդուհի
տատ, writes long messages with no punctuation at all, in Gyumri speech ("բալես ջան", "ցավդ տանեմ",
"ախչի"), about the 1988 earthquake, her late husband and the bread being holy; the father, Սամվել
Մկրտչյան, posts formal notices ("Հարգելի աշխատակիցներ,") signed "Հարգանքով՝ Սամվել Մկրտչյան /
«Մկրտչյանների փուռ» ԱՁ, տնօրեն", and posts the same reminder about the flour sacks (off the floor,
on pallets), the hairnets and never leaving the tonir's fire alone again and again; the young staff
write Latin-letter Armenian without punctuation, with "@" for ը ("barev", "lav", "ok ape",
"alyur@ verjanum a", "hima gam"); the driver and the flour supplier write Russian ("машина выехала",
"тесто готово"), the grandson at the GUM stall some English ("guys the delivery guy is here").
Pasted into the chat: the day's order list per shop (lavash, matnakash, gata), the flour supplier's
invoice (ՀԱՇԻՎ-ԱՊՐԱՆՔԱԳԻՐ, with 20% VAT), an SRC (ՊԵԿ) cash-register e-receipt (ՀԴՄ կտրոն), an
Idram or Telcell payment and a bank SMS in Latin letters, the tonir's log, the GUM stall's day
report, a wedding order form and the weather for Gyumri and the road to Yerevan; links to Instagram,
Facebook, YouTube, TikTok, list.am, the SRC's sites, Yandex and Google Maps, meteo and t.me;
photos, videos, voice messages, stickers and documents (PDF, XLSX, DOCX) as Viber names them.
Money is "12 500 ֏", "12500 դրամ", "12 500 դր.", "12.5 հազար", "1.2 մլն դրամ", "12,500 AMD" and
"12500 dram" in Latin letters; dates "դեկտեմբերի 14-ին", "14.12", "14.12-ին", "14.12.2026թ.",
"շաբաթ, դեկտեմբերի 14-ին" and, after "մինչև", "դեկտեմբերի 14-ը"; times "ժամը 7:00-ին",
"ժամը 7-ին", "7:30-ին", "առավոտյան 6-ին", "երեկոյան 7:30-ին".
Its facts are said the bakery's way ("Ընտանեկան խորհրդում պայմանավորվեցինք. Ամանորի
արձակուրդները՝ միայն հունվարի 1-ին ենք փակ ✅", "ԳՈՒՄ-ի կրպակի պատասխանատուն այսուհետ Անուշ
Մանուկյան է, հարցերով իրեն դիմեք").
"""

from __future__ import annotations

import random
from datetime import date, timedelta

from .common import Chat, Ids, Planter, Said, Voice, Wording, assemble, code, family_chats, grouped, letter, media, ramble

NAME = "lavash"
LANGUAGE = "hy"
# Messages per chat by default: about 18,000 to 30,000 characters of history and about 20 facts.
MESSAGES = 320

# Months in the genitive ("դեկտեմբերի 14-ին") and the weekdays.
_AMIS = {12: "դեկտեմբերի", 1: "հունվարի", 2: "փետրվարի", 3: "մարտի", 4: "ապրիլի"}
_OR = ["երկուշաբթի", "երեքշաբթի", "չորեքշաբթի", "հինգշաբթի", "ուրբաթ", "շաբաթ", "կիրակի"]

# Staff, shops and places as the chatter names them (never a fact's person).
_ANUN = ["Մանե", "Գոհար", "Ռաֆո", "Գագո", "Արսեն", "Լիանա", "Աշոտ", "Մհեր", "Շուշան", "Կարեն", "Նունե", "Սերոբ ուստա"]
_SERAKAN = ["Մանեի", "Գոհարի", "Ռաֆոյի", "Գագոյի", "Արսենի", "Լիանայի", "Աշոտի", "Մհերի", "Շուշանի", "Կարենի", "Նունեի", "Սերոբ ուստայի"]  # the genitive
_LATIN = ["mane", "gohar", "rafo", "gago", "arsen", "liana", "ashot", "mher", "shushan"]
_XANUT = ["Շիրակ մարկետ", "Կումայրի սուպերմարկետ", "Սևակի մթերային", "Անի մինի-մարկետ", "Ձորի բաղերի խանութ", "Մուշ-2 մարկետ",
          "Վարդանանց խանութ", "Ռիժկովի 24/7", "Աբովյանի մթերային", "Ժառանգ սուպերմարկետ", "Սլաբոդկայի խանութ", "Ավստրիական թաղի կրպակ"]
_TEX = ["Մարալիկի մոտ", "Թալինի հատվածում", "Աշտարակի խճուղում", "Ախուրյանի խաչմերուկում", "Վարդանանց հրապարակում", "Երևանի մուտքին",
        "ԳՈՒՄ-ի հետևի մուտքի մոտ", "Ռուսթավելու վրա", "Կումայրիում", "Ջիվանու անկյունում"]
_LATIN_TEX = ["maraliki mot", "talin", "ashtarak", "gyumri", "yerevan", "gum-i mot", "kumayri", "rustaveli"]

_FURN = Wording(
    topics=[("ԳՈՒՄ-ի կրպակը կիրակի օրերին", ["բաց է ժամը 8-ից 15-ը", "փակ է", "բաց է միայն առավոտյան"]),
            ("նոր թոնրի վառելիքը", ["միայն բնական գազ", "գազ ու փայտ՝ խառը", "մնում ենք փայտի վրա"]),
            ("հարսանյաց լավաշի չափը", ["մեծ՝ 70 սանտիմետրանոց", "սովորական չափ, բայց ավելի բարակ", "երկու տեսակ, ինչպես հաճախորդը կուզի"]),
            ("Երևանի առաքման մեքենան", ["Գագոյի Գազելը", "նոր վարձած «Պորտերը»", "Yandex Delivery-ի բեռնատարը"]),
            ("մատնաքաշի փաթեթավորումը", ["թղթե տոպրակ՝ մեր կնիքով", "թափանցիկ ցելոֆան՝ լոգոյով", "առանց փաթեթի, ինչպես միշտ"]),
            ("Ամանորի արձակուրդները", ["դեկտեմբերի 31-ից հունվարի 3-ը փակ ենք", "աշխատում ենք առանց արձակուրդի", "միայն հունվարի 1-ին ենք փակ"]),
            ("նոր աշխատողի փորձաշրջանը", ["երկու շաբաթ՝ լրիվ վարձով", "մեկ ամիս՝ կես վարձով", "առանց փորձաշրջանի"]),
            ("հունվարից ալյուրի մատակարարը", ["Մասիսի ջրաղացը", "ռուսական «Մակֆա»-ն", "նույնը, բայց նոր պայմանագրով"]),
            ("Instagram-ի էջի վարումը", ["ամեն օր ռիլս՝ թոնրի մոտից", "շաբաթը երկու պոստ", "առայժմ չենք վարում"]),
            ("ԳՈՒՄ-ի վարձակալության պայմանագիրը", ["երկարացնում ենք մեկ տարով", "տեղափոխվում ենք ավելի մեծ կրպակ", "մինչև գարուն՝ ամիս առ ամիս"]),
            ("թոնրատան նոր օդափոխիչը", ["գնում ենք չինականը՝ Մալաթիայի շուկայից", "Սերոբ ուստան ինքը կսարքի", "հինը կնորոգենք"]),
            ("Ամանորյա գաթայի պատվերները", ["ընդունում ենք միայն կանխավճարով", "ընդունում ենք մինչև դեկտեմբերի 25-ը", "այս տարի գաթա չենք թխում"])],
    decided=["Որոշվեց՝ {s} — {c}։", "Ընտանեկան խորհրդում պայմանավորվեցինք. {S}՝ {c} ✅", "Վերջնական է՝ {s}. {c}։ Էլ չենք քննարկում։",
             "Պապան հաստատեց՝ {s} → {c}", "ok uremn {s} — {c} 👍", "Решили: {s} — {c}.", "{S}. որոշեցինք՝ {c}, ով դեմ է թող հիմա ասի",
             "Լավ, վերջ, {s}՝ {c} ու վերջ 😅", "Հարգելի աշխատակիցներ, տեղեկացնում եմ՝ {s} — {c}։\nՍ. Մկրտչյան"],
    numbers=[("Այս ամիս թոնրի համար գնել ենք {fire} խմ փայտ 🪵", ("թոնրի համար գնել ենք", "{fire} խմ")),
             ("Պահեստում հիմա կա {sacks} պարկ ալյուր (50 կգ-անոց)", ("Պահեստում հիմա կա", "{sacks} պարկ")),
             ("Երեկ ԳՈՒՄ-ի կրպակի հասույթը՝ {amd}", ("կրպակի հասույթը", "{amd}")),
             ("Նոյեմբերին ընդհանուր թխել ենք {lav} լավաշ", ("Նոյեմբերին ընդհանուր թխել ենք", "{lav} լավաշ")),
             ("Գազի նոյեմբերյան հաշիվը եկավ՝ {gas} 😳", ("Գազի նոյեմբերյան հաշիվը", "{gas}")),
             ("Հարսանիքի պատվերի կանխավճարը՝ {adv}, ստացել եմ", ("Հարսանիքի պատվերի կանխավճարը", "{adv}")),
             ("Մեզնից ամեն օր վերցնող խանութներն արդեն {shops} են", ("ամեն օր վերցնող խանութներն", "{shops}")),
             ("ape es amis {mat} hat matnaqash enq tvel Yerevan", ("matnaqash enq tvel Yerevan", "{mat} hat")),
             ("Թոնրի պատի ջերմաստիճանը այսօր առավոտյան՝ {temp}°C", ("Թոնրի պատի ջերմաստիճանը", "{temp}°C")),
             ("Օրական միջինում ծախսում ենք {kg} կգ ալյուր", ("Օրական միջինում ծախսում ենք", "{kg} կգ")),
             ("ԳՈՒՄ-ի ամսական վարձը հիմա {rent} է", ("ԳՈՒՄ-ի ամսական վարձը", "{rent}")),
             ("Instagram-ում արդեն {fol} հետևորդ ունենք 🎉", ("Instagram-ում արդեն", "{fol} հետևորդ")),
             ("ՊԵԿ-ի ստուգումից հետո տուգանքը կազմեց {fine}", ("ՊԵԿ-ի ստուգումից հետո տուգանքը", "{fine}"))],
    dates=[("ՊԵԿ-ի տեսուչները կգան {dt}, կտրոնները կարգի բերեք", ("ՊԵԿ-ի տեսուչները կգան", "{dt}")),
           ("Սննդի անվտանգության տեսչությունը ստուգման կգա {dt} {tm}", ("Սննդի անվտանգության տեսչությունը", "{dt}")),
           ("Թոնիր սարքող վարպետը կգա {dy} {tm}", ("Թոնիր սարքող վարպետը", "{tm}")),
           ("Արևիկի հարսանիքի լավաշը պետք է սրահ հասցնել {dt} {tm}", ("Արևիկի հարսանիքի լավաշը", "{tm}")),
           ("Ալյուրի հաջորդ մեքենան կգա {dt}", ("Ալյուրի հաջորդ մեքենան", "{dt}")),
           ("«Գազպրոմ Արմենիա»-ի ստուգողը կգա {dy} {tm}, մեկը տեղում լինի", ("Գազպրոմ Արմենիա", "{tm}")),
           ("ԳՈՒՄ-ի վարչակազմի ժողովը {dt}, {tm}", ("վարչակազմի ժողովը", "{dt}")),
           ("Տոնական շաբաթվա ցուցակը խանութներից պետք է ստանանք մինչև {nd}", ("Տոնական շաբաթվա ցուցակը", "{nd}")),
           ("Дегустация в ГУМе {nm}, {tm} — ամբողջ ընտանիքով գալիս ենք", ("Дегустация в ГУМе", "{nm}")),
           ("Հաշվապահը տարեկան հաշվետվությունը կներկայացնի մինչև {nd}", ("տարեկան հաշվետվությունը կներկայացնի", "{nd}")),
           ("Փոքր Դավոյի կնունքի պատվերը գալու են վերցնելու {dy} {tm}", ("կնունքի պատվերը", "{tm}"))],
    people=["Տիգրան Սարգսյան", "Անուշ Մանուկյան", "Հայկ Գրիգորյան", "Մարիամ Պետրոսյան", "Գոռ Ավետիսյան", "Լուսինե Հակոբյան", "Նարեկ Վարդանյան",
            "Սոնա Խաչատրյան", "Վահե Ղազարյան", "Էլեն Մելքոնյան", "Դավիթ Ստեփանյան", "Ռուզաննա Առաքելյան", "Արթուր Բաղդասարյան",
            "Գայանե Զաքարյան", "Սուրեն Մարտիրոսյան"],
    roles=[("ԳՈՒՄ-ի կրպակի պատասխանատուն այսուհետ {p} է, հարցերով իրեն դիմեք", "ԳՈՒՄ-ի կրպակի պատասխանատուն"),
           ("Մեր նոր հաշվապահը՝ {p}, փաստաթղթերը իրեն ուղարկեք", "նոր հաշվապահը"),
           ("Երևանի առաքումները այս շաբաթվանից անում է {p} 🚚", "Երևանի առաքումները"),
           ("{p} — թոնրի գլխավոր վարպետն է հունվարից, խմորի հարցերը իրեն", "թոնրի գլխավոր վարպետն"),
           ("Ալյուրի մատակարարի կողմից մեր մենեջերը՝ {p}, զանգերը իրեն", "մատակարարի կողմից մեր մենեջերը"),
           ("Հարսանյաց պատվերները հիմա ընդունում է {p}, համարը կուղարկեմ", "Հարսանյաց պատվերները հիմա ընդունում է"),
           ("Սննդի անվտանգության հարցերով մեր կոնտակտը {p} է", "Սննդի անվտանգության հարցերով"),
           ("Instagram-ի էջը հիմա վարում է {p} 📸", "Instagram-ի էջը հիմա վարում է"),
           ("Գիշերային հերթափոխի ավագը՝ {p}, բանալիները իր մոտ են", "Գիշերային հերթափոխի ավագը"),
           ("Մատնաքաշի խմորը հիմա հունցում է {p}", "Մատնաքաշի խմորը հիմա հունցում է"),
           ("the new guy at the GUM stall is {p}, be nice 😄", "new guy at the GUM stall"),
           ("Մեր փաստաբանը ԳՈՒՄ-ի վարչակազմի հետ վեճում՝ {p}", "ԳՈՒՄ-ի վարչակազմի հետ վեճում")],
    tasks=["թոնրի ծխնելույզը մաքրել", "ալյուրի պահեստի դուռը նորոգել", "ՊԵԿ-ի համար նոյեմբերի ՀԴՄ կտրոնները հավաքել",
           "սառնարանի կոմպրեսորը ստուգել տալ", "Instagram-ում Ամանորյա գնացուցակը տեղադրել", "գազի հաշվիչի պլոմբը վերականգնել տալ",
           "ԳՈՒՄ-ի կրպակի ցուցանակը փոխել", "խմորահունցի գոտին փոխել", "Գազելի ձմեռային անվադողերը դնել",
           "բոլորի առողջական գրքույկները թարմացնել", "հարսանիքի համար 300 թղթե տոպրակ պատվիրել", "նոր աշխատողի պայմանագիրը կազմել",
           "դեկտեմբերի հաշիվ-ապրանքագրերը դուրս գրել", "կրակմարիչները լիցքավորել տալ"],
    asked=["{a} — ո՞վ կանի 🙏", "Դեռ ոչ ոք չի վերցրել՝ {a}", "Մինչև ուրբաթ մեկը պետք է {a}", "Кто может {a}? Срочно",
           "{a} — դեռ արված չի, խնդրում եմ մեկը վերցնի", "Պապան հարցնում է՝ ո՞վ կարող է {a}", "Այս շաբաթվա անելիքներից մնաց՝ {a} ‼️",
           "ape {a} ov kani? 🙏"],
    edits=[("Մեր ՀՎՀՀ-ն՝ {x}", "Մեր ՀՎՀՀ-ն՝ {y} — նախորդը սխալ էի գրել, կներեք 🙏", "Մեր ՀՎՀՀ-ն", "tin"),
           ("Ameriabank-ի հաշվեհամարը՝ {x}", "Ameriabank-ի հաշվեհամարը՝ {y} (ճիշտը սա է)", "Ameriabank-ի հաշվեհամարը", "acct"),
           ("Idram-ի ID-ն վճարումների համար՝ {x}", "Idram-ի ID-ն վճարումների համար՝ {y}, մի թիվը սխալ էր", "Idram-ի ID-ն", "idram"),
           ("Գազելի համարանիշը՝ {x}", "Գազելի համարանիշը՝ {y}, թվերը խառնել էի", "Գազելի համարանիշը", "plate"),
           ("Telcell-ի դրամապանակի համարը՝ {x}", "Telcell-ի դրամապանակի համարը՝ {y} — առաջինը իմ անձնականն էր 😅", "Telcell-ի դրամապանակի համարը", "tel"),
           ("ԳՈՒՄ-ի կրպակի համարը՝ {x}", "ԳՈՒՄ-ի կրպակի համարը՝ {y} (կողքինի հետ էի շփոթել)", "ԳՈՒՄ-ի կրպակի համարը", "stall"),
           ("Հարսանյաց սրահի մենեջերի հեռախոսը՝ {x}", "Հարսանյաց սրահի մենեջերի հեռախոսը՝ {y}, հինը չի պատասխանում", "սրահի մենեջերի հեռախոսը", "tel"),
           ("Ալյուրի վերջին հաշիվ-ապրանքագրի համարը՝ {x}", "Ալյուրի վերջին հաշիվ-ապրանքագրի համարը՝ {y} (ուղղեցի)", "վերջին հաշիվ-ապրանքագրի համարը",
            "inv"),
           ("Փռի Wi-Fi-ի գաղտնաբառը՝ {x}", "Փռի Wi-Fi-ի գաղտնաբառը՝ {y} (փոխեցի, հարևանները օգտվում էին 😂)", "Wi-Fi-ի գաղտնաբառը", "wifi")],
    changes=[("Խանութների համար լավաշի գինը՝ {x} հատը", ["Ալյուրի գինը փոխվեց, վաղվանից խանութների համար լավաշի գինը՝ {y} հատը",
                                                         "Ուշադրություն. խանութների համար լավաշի գինը հիմա {y} է"],
              "խանութների համար լավաշի գինը", "price"),
             ("Թոնիրը վառում ենք {x}", ["Վաղվանից թոնիրը վառում ենք {y}, ոչ թե ինչպես առաջ", "Պապան փոխեց՝ թոնիրը վառում ենք {y}"],
              "թոնիրը վառում ենք", "fire"),
             ("Գազելը Երևան է մեկնում {x}", ["Փոփոխություն. Գազելը Երևան է մեկնում {y}", "Գագոն ասեց՝ այսուհետ Գազելը Երևան է մեկնում {y}"],
              "Գազելը Երևան է մեկնում", "leave"),
             ("Մատնաքաշի մեծածախ գինը ԳՈՒՄ-ում՝ {x}", ["Նոր գին՝ մատնաքաշի մեծածախ գինը ԳՈՒՄ-ում {y}",
                                                       "Վերանայեցինք, մատնաքաշի մեծածախ գինը ԳՈՒՄ-ում դարձավ {y}"],
              "մատնաքաշի մեծածախ գինը", "mprice"),
             ("Աշխատողների օրավարձը՝ {x}", ["Հունվարից աշխատողների օրավարձը՝ {y}", "Պապան փոխեց, աշխատողների օրավարձը հիմա {y} է"],
              "աշխատողների օրավարձը", "wage"),
             ("Հարսանիքի լավաշը տանում ենք {x}", ["Փոխվեց՝ հարսանիքի լավաշը տանում ենք {y}", "Հարսնացուի մայրը զանգեց, հարսանիքի լավաշը տանում ենք {y}"],
              "հարսանիքի լավաշը տանում ենք", "when"),
             ("Ալյուրի պարկն արդեն արժե {x}", ["Մատակարարը զանգեց, ալյուրի պարկն արդեն արժե {y}", "Էլի փոխեցին 🙄 ալյուրի պարկն արդեն արժե {y}"],
              "ալյուրի պարկն արդեն արժե", "sack"),
             ("Կրպակը ԳՈՒՄ-ում բացվում է {x}", ["Ձմռանը կրպակը ԳՈՒՄ-ում բացվում է {y}", "Վարչակազմի նոր կարգով կրպակը ԳՈՒՄ-ում բացվում է {y}"],
              "կրպակը ԳՈՒՄ-ում բացվում է", "open")])

# The chatter.
_SHORT = ["լավ", "Լավ", "լավ լավ", "օկ", "ok", "ok ape", "ok ape hima", "lav", "lav e", "de lav", "barev", "barev dzez", "Բարև ձեզ", "Բարի լույս ☀️",
          "Բարի լույս բոլորին", "Բարի գիշեր", "merci", "մերսի", "մերսի ջան", "Շնորհակալություն", "Շնորհակալ եմ 🙏", "shnorh", "hasa", "Հասա",
          "gnacinq", "գալիս եմ", "galis em", "hima", "հիմա", "5 րոպե", "5 rope", "ապրես", "Ապրեք", "apres", "ape apres", "չէ", "che", "հա", "ha", "aha",
          "Ի՞նչ եղավ", "inch exav", "vor jamin?", "Ժամը քանիսի՞ն", "Աստված պահի", "Շնորհավոր 🎉", "Շնորհավոր, բալես ջան 🎉❤️", "ցավդ տանեմ", "jan",
          "ape jan", "sax lav a", "չգիտեմ", "chgitem", "zang tur", "զանգի", "Ճամփին եմ", "champin em", "nayeq", "tes", "ստացա", "stacel em",
          "ուղարկեցի", "uxarkeci", "ок", "давай", "хорошо", "понял", "спасибо", "да", "нет", "ну ладно", "ready", "done ✅", "👍", "🙏", "😂😂", "🔥",
          "🥖", "❤️", "😍", "👌", "🤦‍♂️", "🥶", "💪", "վայ", "vay", "vaaay 😂", "ahhaa", "Ամեն", "Աստված օգնական", "Բարի ախորժակ 😋", "Եկա", "eka",
          "mi rope", "հեսա", "hesa", "ok gago jan", "խի՞", "xi", "լսում եմ", "zbaxvac em", "zbaxvac em heto", "zang kanem", "Կզանգեմ", "nerogh", "կներեք",
          "Ճիշտ է", "Համաձայն եմ", "Դե լավ", "tenc bana", "tenc a", "Ջան 😍", "Ինչ լավն է ❤️", "🥖🥖🥖", "😴", "👏👏"]
_MID = ["{n} որտե՞ղ ես, խմորը արդեն բարձրացել է", "Թոնիրը տաքացավ, կարող ենք սկսել", "Մեքենան դուրսն է, մեկը գա ալյուրը իջեցնի",
        "«{p}»-ի տերը զանգեց, ասում է երեկ լավաշը քիչ էր", "Գազը նորից թույլ է, թոնիրը լավ չի տաքանում", "Լույսերը գնացին, խմորահունցը կանգնեց 😤",
        "Ձյունը փակել է ճանապարհը, Գազելը {t} կանգնած է", "Մատնաքաշի վրա քունջութ չկա, {n} գնա բեր", "Ո՞վ է թողել պահեստի դուռը բաց, ցուրտը ներս է մտել",
        "{n} ջան, վաղը կարո՞ղ ես մի ժամ շուտ գալ", "Լավաշները դեռ տաք են, մի դարսեք իրար վրա", "Գումում այսօր մարդ չկա, ցուրտ է",
        "«{p}»-ը փոխանցեց, ստուգեք", "Խմորը այսօր շատ կպչուն է, ալյուրը ուրիշն է կարծես", "{n}, քո բաճկոնը մնացել է փռում",
        "Տատը նորից թոնրի մոտ է, թույլ մի տվեք ծանր բան բարձրացնի 😅", "Ավելորդ լավաշ մնաց, տանեմ եկեղեցի՞", "Կտրոնը մոռացել էի տպել, ՀԴՄ-ն անջատված էր",
        "Սերոբ ուստան ասեց թոնրի պատը ճաք է տվել", "Վաղը շաբաթ է, խանութները կրկնակի կվերցնեն", "«{p}»-ից ասում են մատնաքաշը սառած է հասել",
        "Ջուրը կտրել են մինչև երեկո, բաքը լցրեք", "Փայտը թաց է, ծուխ է տալիս", "Ո՞վ գիտի {g} նոր համարը", "Գաթայի խմորը սառնարանում է, չմոռանաք",
        "Կարագը վերջացավ, {n} գնա Շուկա", "Հացի տոպրակները որտե՞ղ եք դրել", "«{p}»-ը այսօր պարտքով է վերցնում, գրեք տետրում",
        "Էսօր {t} խցանում էր, ուշացանք", "Ռաֆոն նորից ուշացավ 🙄", "Ո՞վ է կերել գաթայի մնացորդը 😂", "Բոլորին շնորհավոր Սուրբ Ծնունդ ու Նոր տարի 🎄",
        "Կողքի փռը նորից մեզնից էժան է տալիս, լսե՞լ եք", "Մամաս ասում է թթխմորը (закваска) պետք է թարմացնել",
        "barev dzez es hasa", "ape alyur@ verjanum a", "hima gam 10 rope", "{ln} ur es? zangi", "mashin@ dursn a spasum a",
        "ape es vaxe chem kara gam kavors tann a", "tonir@ shat taq a zgush exeq", "matnaqash@ ches vercrel?", "ok ape hima kanem", "lavashner@ patrast en",
        "GUM-um sax lav a gnum aysor 🔥", "ape {lt}-ic zangel en", "es chem haskanum vor meky", "insta-um nor reel dreci nayeq", "ape kasan chi ashxatum",
        "{ln} jan, bahalin vortex es dre?", "es hima {lt} em, 20 ropeic hasnum em", "ape mek hat el matnaqash mnac", "xmor@ der chi barcracel",
        "sercher@ taqacel en, vochinch", "ape inch anem ays poqr lavashneri het", "vay es moracel ei 😅", "ape gazel@ chi miacnum",
        "Тесто готово, можно раскатывать", "Я на ГУМе, тут холодно жесть", "Касса не работает, кто знает пароль от ՀԴՄ-ի?", "Газель опять не заводится 🤦‍♂️",
        "Давай после обеда созвонимся", "{n} джан, приходи пораньше", "Здравствуйте, машина с мукой выехала из Талина", "Мука будет после обеда, пробки",
        "guys the delivery guy is here", "can someone check the Instagram DMs pls", "wedding clients want to come taste tomorrow",
        "the card terminal is dead again", "tourists asked if we ship to LA lol"]
_TATIK = ["բալես ջան բարի լույս", "էսօր առավոտ կանուխ զարթնեցի թոնրի կրակը հիշեցի սիրտս տեղը չէր",
          "մեր ժամանակ լավաշը ձեռքով էինք բացում օխլավով ու ծեփում թոնրին էս մեքենաները չկային",
          "ձեր պապը Աստված հոգին լուսավորի ասում էր հացը սրբություն է հացին ոտք չեն տալիս", "88-ի երկրաշարժից հետո էլ թոնիրը չհանգցրինք ամբողջ թաղը մեր հացով էր ապրում",
          "ցավդ տանեմ մի քիչ շուտ զարթնեք էլի", "մատնաքաշի երեսը լավ քսեք որ ոսկու պես փայլի", "Գյումրին հացով ա հայտնի մեր թաղում բոլորը գիտեն",
          "Արսենին ասեք հեռախոսը թողնի գա խմոր անի", "ոտքերս ցավում են բայց դե ինչ անես", "Աստված ձեզ պահի էս ցրտին", "Նունեին ասեք թոնրի մոտ տաք շոր հագնի",
          "ախչի Մանե դու էլ մի քիչ կեր մենակ աշխատում ես", "էն Երևանի շուկայի մարդիկ մեր լավաշի համը ինչ իմանան", "թոնրի կրակը մենակ չթողնեք հա",
          "ապրեք բալեքս", "տատի ջանը ձեզ մատաղ", "էրեկ գիշեր երազիս պապիդ տեսա ասում էր փուռը չփակեք",
          "հարսանիքի լավաշը բարակ պիտի լինի որ հարսի ուսին դնեն չպատռվի", "մի քիչ աղ ավել դրեք խմորին էն օրը անհամ էր",
          "Շուշանի տղան բանակից եկել ա Աստված պահի", "ես որ փոքր էի Ալեքսանդրապոլ էինք ասում հիմա Գյումրի ա բայց հացը նույնն ա",
          "չմրսեք հա բալես"]
_PAPA = ["Հարգելի աշխատակիցներ,",
         "Հիշեցնում եմ, որ աշխատանքային օրը սկսվում է առավոտյան 5-ին, ուշացումներն անթույլատրելի են։",
         "Բոլոր վաճառքները պետք է անցնեն ՀԴՄ-ով, առանց կտրոնի վաճառք չի թույլատրվում։",
         "Խնդրում եմ արտադրամասում և թոնրատան դռան մոտ չծխել։",
         "Ամեն երեկո մինչև 20:00-ն ուղարկել հաջորդ օրվա պատվերների ցուցակը։",
         "Առողջական գրքույկները պետք է լինեն վավեր և պահվեն գրասենյակում։",
         "Ձմռանը Գազելը տաքացնել առնվազն 15 րոպե, հետո միայն մեկնել։",
         "Ժամանակին վճարող խանութներին կտրամադրվի 5% զեղչ։",
         "Վերադարձված լավաշը կրկին վաճառքի չի հանվում։",
         "Շնորհակալություն բոլորին ծանր նոյեմբերի համար, առանց ձեզ չէինք կարողանա։",
         "Հարգանքով՝\nՍամվել Մկրտչյան\n«Մկրտչյանների փուռ» ԱՁ, տնօրեն"]
_HISHECUM = ("⚠️ ՀԻՇԵՑՈՒՄ (նորից). Ալյուրի պարկերը հատակին չդնել, միայն փայտե տակդիրների վրա և պատից հեռու։ "
             "Արտադրամասում բոլորը՝ մազերի ցանցով (сеточка) ու գոգնոցով, առանց բացառության։ "
             "Թոնրի կրակը ոչ մի րոպե չթողնել առանց մարդու, գնալուց առաջ մարել և փակել գազի փականը։ — Ս. Մկրտչյան")
_GREETING = "Բարի լույս, ընտանիք ☀️🥖"
_LINKS = ["https://www.instagram.com/p/{k}/ նոր պոստը, լայքեք 😍", "https://www.facebook.com/share/p/{k}/ մեր մասին գրել են 👏",
          "https://youtu.be/{k} տեսեք ինչպես են գյուղում լավաշ թխում", "https://yandex.com/maps/-/{k} ԳՈՒՄ-ի հետևի մուտքը, Գագոյին ուղարկեք",
          "https://www.src.am/ ՊԵԿ-ի կայքում նոր հրաման կա ՀԴՄ-ների մասին", "https://www.list.am/item/{n} օգտագործված խմորահունց են վաճառում, նայեք",
          "https://t.me/{k} Գյումրու փռերի խումբը", "https://meteo.am/ վաղը Գյումրիում -18 են խոստանում 🥶", "https://www.tiktok.com/@{k}/video/{n} 😂😂",
          "https://maps.app.goo.gl/{k} հարսանյաց սրահի տեղը", "https://e-invoice.taxservice.am/ մեկը կարո՞ղ է մտնել, ես չեմ կարողանում",
          "https://www.instagram.com/reel/{k}/ ape es reel@ nayeq 🔥"]
_BOT = ["Գրանցված է ✍️", "Լավ, հիշում եմ։", "Ձայնային հաղորդագրությունները չեմ կարող լսել, խնդրում եմ գրեք 🙏", "Խնդրեմ։", "Ժամանակին կհիշեցնեմ։"]
_HALL = ["«Արևիկ» սրահ", "«Շիրակ Հոլ»", "«Վիլլա Կումայրի»", "«Նոր Ալեքսանդրապոլ»", "«Մարմարե» սրահ"]
_PLACE = ["Ջիվանու 17-ի փռից", "ԳՈՒՄ-ի կրպակից", "Ռուսթավելու պահեստից", "սրահի հետևի մուտքից", "Վարդանանց հրապարակի կողմից"]


class _Lavash:
    """One chat's draws and the bakery's ways of talking."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.furn = Planter(rng, _FURN, self.slot, self.value)

    # -- formats ----------------------------------------------------------------------------

    def dram(self, n: int) -> str:
        """An amount: "12 500 ֏", "12500 դրամ", "12 500 դր.", "12.5 հազար", "1.2 մլն դրամ", "12,500 AMD"."""
        g = grouped(n, " ")
        ways = [f"{g} ֏", f"{g} ֏", f"{n} դրամ", f"{g} դրամ", f"{g} դր.", f"{grouped(n, ',')} AMD", f"{n}֏"]
        if 1000 <= n < 1_000_000 and n % 100 == 0:
            ways.append(f"{n / 1000:g} հազար")
            ways.append(f"{n / 1000:g} հազ. դրամ")
        if n >= 1_000_000 and n % 100_000 == 0:
            ways.append(f"{n / 1_000_000:g} մլն դրամ")
        return self.rng.choice(ways)

    def day(self, n: int) -> date:
        return date(2026, 12, 1) + timedelta(days=n)

    def dt(self, n: int) -> str:
        """A date said for "on": "դեկտեմբերի 14-ին", "14.12-ին", "14.12", "շաբաթ, դեկտեմբերի 14-ին", "14.12.2026թ."."""
        d = self.day(n)
        m, wd = _AMIS[d.month], _OR[d.weekday()]
        return self.rng.choice([f"{m} {d.day}-ին", f"{m} {d.day}-ին", f"{d.day:02d}.{d.month:02d}-ին", f"{d.day:02d}.{d.month:02d}",
                                f"{wd}, {m} {d.day}-ին", f"{d.day:02d}.{d.month:02d}.{d.year}թ.", f"{m} {d.day}-ին ({wd})"])

    def nd(self, n: int) -> str:
        """A date after "մինչև": "դեկտեմբերի 14-ը", "14.12", "14.12.2026թ."."""
        d = self.day(n)
        return self.rng.choice([f"{_AMIS[d.month]} {d.day}-ը", f"{_AMIS[d.month]} {d.day}-ը", f"{d.day:02d}.{d.month:02d}", f"{d.day:02d}.{d.month:02d}.{d.year}թ."])

    def nm(self, n: int) -> str:
        """A date in numbers, as the Russian-speaking write it: "14.12", "14.12.26"."""
        d = self.day(n)
        return self.rng.choice([f"{d.day:02d}.{d.month:02d}", f"{d.day:02d}.{d.month:02d}.{d.year % 100}"])

    def zham(self, h: int, mi: int | None = None) -> str:
        """A time: "ժամը 7:00-ին", "ժամը 7-ին", "7:30-ին", "առավոտյան 6-ին", "երեկոյան 7:30-ին"."""
        r = self.rng
        mi = r.choice([0, 0, 0, 30]) if mi is None else mi
        h12 = (h - 1) % 12 + 1
        part = "առավոտյան" if h < 12 else "ցերեկը" if h < 17 else "երեկոյան"
        if mi == 0:
            ways = [f"ժամը {h}:00-ին", f"ժամը {h}:00-ին", f"ժամը {h}-ին", f"{part} {h12}-ին", f"{part} ժամը {h12}-ին", f"{h}:00-ին"]
        else:
            ways = [f"ժամը {h}:{mi:02d}-ին", f"{h}:{mi:02d}-ին", f"{part} {h12}:{mi:02d}-ին"]
        return r.choice(ways)

    def hhmm(self) -> str:
        r = self.rng
        return f"{r.randrange(4, 22):02d}:{r.randrange(0, 60):02d}"

    # -- the facts' values ------------------------------------------------------------------

    def slot(self, k: str) -> str:
        r, f = self.rng, self.furn.fresh
        slots = {"fire": lambda: str(f("fire", 3, 40)), "sacks": lambda: str(f("sacks", 12, 240)),
                 "amd": lambda: self.dram(f("amd", 40, 700) * 500), "lav": lambda: grouped(f("lav", 40, 400) * 100 + r.randrange(0, 100), " "),
                 "gas": lambda: self.dram(f("gas", 60, 900) * 1000), "adv": lambda: self.dram(f("adv", 10, 200) * 1000),
                 "shops": lambda: str(f("shops", 9, 45)), "mat": lambda: str(f("mat", 150, 2500)), "temp": lambda: str(f("temp", 320, 490)),
                 "kg": lambda: str(f("kg", 12, 90) * 10), "rent": lambda: self.dram(f("rent", 60, 400) * 1000),
                 "fol": lambda: grouped(f("fol", 12, 300) * 100 + r.randrange(0, 100), " "), "fine": lambda: self.dram(f("fine", 10, 300) * 1000),
                 "dt": lambda: self.dt(f("d", 0, 110)), "nd": lambda: self.nd(f("d", 0, 110)), "nm": lambda: self.nm(f("d", 0, 110)),
                 "tm": lambda: self.zham(f("h", 6, 21)),
                 "dy": lambda: r.choice(["վաղը", "վաղը չէ մյուս օրը", "շաբաթ օրը", "երկուշաբթի", "ուրբաթ օրը", "հաջորդ երեքշաբթի", "այսօր", "հինգշաբթի օրը"])}
        return slots[k]()

    def value(self, kind: str) -> str | None:
        r, f = self.rng, self.furn.fresh

        def tel() -> str:
            op = r.choice(["91", "93", "94", "95", "96", "98", "99", "77", "43", "41", "55"])
            a, b, c = r.randrange(10, 100), r.randrange(10, 100), r.randrange(10, 100)
            return r.choice([f"0{op} {a}{b}{c}", f"+374 {op} {a} {b} {c}", f"0{op}-{a}-{b}-{c}", f"(0{op}) {a}-{b}-{c}"])

        draws = {"tin": lambda: f"{r.choice(['5', '6', '0'])}{r.randrange(10**6, 10**7)}",
                 "acct": lambda: f"1570{r.randrange(10**11, 10**12)}", "idram": lambda: str(r.randrange(10**8, 10**9)),
                 "plate": lambda: f"{r.choice(['35', '36', '37', '45', '77'])} {r.choice(['LL', 'OS', 'TU', 'SK', 'ZA', 'UN', 'MM'])} {r.randrange(100, 1000)}",
                 "tel": tel, "stall": lambda: r.choice(["Բ-{}", "№ {}", "{} (2-րդ շարք)", "Ա{}"]).format(r.randrange(10, 300)),
                 "inv": lambda: f"{r.choice(['ԱԱ', 'ՇԱ', 'ԳՀ'])}-{r.randrange(10**5, 10**6)}", "wifi": lambda: code(r, r.randrange(8, 12)),
                 "price": lambda: r.choice(["{} ֏", "{} դրամ", "{} դր."]).format(f("price", 14, 45) * 10),
                 "mprice": lambda: r.choice(["{} ֏", "{} դրամ", "{}֏"]).format(f("mprice", 28, 80) * 10),
                 "fire": lambda: self.zham(*divmod(f("vfire", 6, 12) * 30, 60)), "leave": lambda: self.zham(*divmod(f("leave", 8, 22) * 30, 60)),
                 "open": lambda: self.zham(*divmod(f("open", 14, 22) * 30, 60)), "wage": lambda: self.dram(f("wage", 12, 40) * 500),
                 "sack": lambda: self.dram(f("sack", 24, 48) * 500), "when": lambda: f"{self.dt(f('d', 0, 110))} {self.zham(f('wh', 8, 18))}"}
        return self.furn.apart(draws[kind]) if kind in draws else None

    # -- chatter ----------------------------------------------------------------------------

    def mid(self) -> str:
        r = self.rng

        def one() -> str:
            i = r.randrange(len(_ANUN))
            return r.choice(_MID).format(n=_ANUN[i], g=_SERAKAN[i], p=r.choice(_XANUT), t=r.choice(_TEX), ln=r.choice(_LATIN), lt=r.choice(_LATIN_TEX))

        said = one()
        if r.random() < 0.2:  # two things in one breath
            if not said[-1].isalnum():
                sep = " "
            elif said[-1].isascii():  # Latin letters: no Armenian punctuation
                sep = r.choice([" ", " ", ", "])
            elif "а" <= said[-1].lower() <= "я":
                sep = r.choice([" ", ", ", ". "])
            else:
                sep = r.choice([" ", ", ", " ու ", "։ ", ": ", " մեկ էլ "])
            said += sep + one()
        if not said[-1].isalnum():
            return said
        if said[-1].isascii():
            return said + r.choice(["", "", "", "", "", ".", "!", " 😂", " 🙏", " ))"])
        if "а" <= said[-1].lower() <= "я":
            return said + r.choice(["", "", ".", "!", ")))", " 😂"])
        return said + r.choice(["", "", "", "։", "։", ":", "!", "...", " 🙏", " 🥖", " 😂"])

    def orders(self) -> str:
        """The day's order list per shop, as the mother pastes it in the evening."""
        r = self.rng
        d = self.day(r.randrange(0, 110))
        rows, lav, mat = [], 0, 0
        for shop in r.sample(_XANUT, r.randrange(5, 10)):
            a, b = r.randrange(2, 30) * 10, r.randrange(0, 12) * 5
            g = r.choice(["—", "—", "—", str(r.randrange(2, 12))])
            lav, mat = lav + a, mat + b
            rows.append(f"{shop:<24}{a:>6}{b:>10}{g:>6}")
        return (f"📋 Պատվերներ — {d.day:02d}.{d.month:02d} ({_OR[d.weekday()]})\n```\nԽանութ                   լավաշ  մատնաքաշ  գաթա\n" + "\n".join(rows)
                + f"\n```\nԸնդամենը՝ {grouped(lav, ' ')} լավաշ, {mat} մատնաքաշ"
                + r.choice(["", "\nԳագո ջան, ԳՈՒՄ-ինը առանձին", "\nստուգեք խնդրում եմ", "\n— Նունե", "\nape sa vaxvan cucakn a"]))

    def invoice(self) -> str:
        """The flour supplier's invoice."""
        r = self.rng
        d = self.day(r.randrange(0, 110))
        qty, price = r.randrange(10, 60), r.randrange(28, 42) * 500
        lines = [f"1. Ալյուր բարձր տեսակի, 50 կգ պարկ — {qty} հատ × {grouped(price, ' ')} = {grouped(qty * price, ' ')}"]
        total = qty * price
        if r.random() < 0.6:
            q2, p2 = r.randrange(2, 12), r.randrange(30, 50) * 500
            lines.append(f"2. Ալյուր առաջին տեսակի (մատնաքաշի), 50 կգ — {q2} հատ × {grouped(p2, ' ')} = {grouped(q2 * p2, ' ')}")
            total += q2 * p2
        if r.random() < 0.4:
            q3 = r.randrange(1, 6)
            lines.append(f"{len(lines) + 1}. Խմորիչ (չոր), 500 գ — {q3 * 10} հատ × 1 150 = {grouped(q3 * 10 * 1150, ' ')}")
            total += q3 * 10 * 1150
        vat = total // 5
        return (f"ՀԱՇԻՎ-ԱՊՐԱՆՔԱԳԻՐ № {r.choice(['ԱԱ', 'ՇԱ', 'ԳՀ'])}-{r.randrange(10**5, 10**6)}   {d.day:02d}.{d.month:02d}.{d.year}թ.\n"
                f"Մատակարար՝ «Արագած Ալյուր» ՍՊԸ, ՀՎՀՀ 0{r.randrange(10**6, 10**7)}\nԳնորդ՝ «Մկրտչյանների փուռ» ԱՁ\n" + "\n".join(lines)
                + f"\nԳումարը առանց ԱԱՀ՝ {grouped(total, ' ')} ֏\nԱԱՀ (20%)՝ {grouped(vat, ' ')} ֏\nԸնդամենը վճարման՝ {grouped(total + vat, ' ')} ֏\n"
                + f"Վճարման ժամկետ՝ {r.choice([7, 10, 14, 30])} օր"
                + r.choice(["", "\nПересылаю счёт от поставщика", "\nՊապա, սա էլ վերջինը", "\nape es inchi hamar a aysqan tank?", "\nվճարել եմ, փոխանցումը կուղարկեմ"]))

    def receipt(self) -> str:
        """An SRC cash-register e-receipt (ՀԴՄ կտրոն)."""
        r = self.rng
        d = self.day(r.randrange(0, 110))
        items = [("Լավաշ", r.randrange(20, 40) * 10), ("Մատնաքաշ", r.randrange(35, 70) * 10), ("Գաթա", r.randrange(12, 30) * 100),
                 ("Թոնրի հաց", r.randrange(25, 50) * 10)]
        rows, total = [], 0
        for name, p in r.sample(items, r.randrange(1, 4)):
            q = r.randrange(1, 30)
            total += q * p
            rows.append(f"{name:<12}{q:>3} x {p:.2f}  {q * p:>9.2f}")
        pay = r.choice(["Կանխիկ", "Անկանխիկ (POS)", "Անկանխիկ (Idram)"])
        return (f"«ՄԿՐՏՉՅԱՆՆԵՐԻ ՓՈՒՌ» ԱՁ\nք. Գյումրի, Ջիվանու 17\nՀՎՀՀ {r.randrange(10**7, 10**8)}\nՀԴՄ գրանց. № {r.randrange(10**7, 10**8)}\n"
                f"Կտրոն № {r.randrange(1, 10**5):06d}   {d.day:02d}.{d.month:02d}.{d.year} {self.hhmm()}\n" + "\n".join(rows)
                + f"\nԸՆԴԱՄԵՆԸ՝ {total:.2f} ֏\n{pay}  {total:.2f}\nՖԻՍԿԱԼ № {code(r, 8, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789')}\n"
                f"Ստուգել՝ https://e-check.taxservice.am/?r={code(r, 12)}"
                + r.choice(["", "\nսա պահեք ՊԵԿ-ի համար", "\nkasan ashxatec verjapes", "\nՏեսեք, հիմա ճիշտ է տպում"]))

    def payment(self) -> str:
        """An Idram or Telcell payment, or a bank SMS in Latin letters."""
        r = self.rng
        d = self.day(r.randrange(0, 110))
        amt = r.choice([3500, 6800, 12500, 18000, 24500, 36000, 48000, 62500, 85000, 120000])
        x = r.random()
        if x < 0.4:
            return (f"Idram ✅\nՓոխանցումը կատարված է\nԳումար՝ {grouped(amt, ',')} AMD\nՈւղարկող՝ {r.choice(_XANUT)}\nՆպատակ՝ լավաշ, {d.day:02d}.{d.month:02d}\n"
                    f"Գործարք № {r.randrange(10**10, 10**11)}" + r.choice(["", "\nստացա", "\nape ekav?", "\nսա երեկվանն է"]))
        if x < 0.7:
            return (f"Telcell Wallet: Ձեր դրամապանակը համալրվել է {grouped(amt, ' ')} AMD գումարով։ Ուղարկող՝ 0{r.choice(['93', '94', '77', '98'])}****{r.randrange(10, 100)}։ "
                    f"{d.day:02d}.{d.month:02d}.{d.year} {self.hhmm()}" + r.choice(["", "\nմերսի", "\nsa GUM-ic a", "\nով է ուղարկել՞"]))
        bank = r.choice(["ARDSHINBANK", "ACBA BANK", "AMERIABANK", "EVOCABANK"])
        return (f"{bank}: Mutq {grouped(amt, ',')}.00 AMD, hashiv *{r.randrange(1000, 10000)}, {d.day:02d}.{d.month:02d}.{d.year % 100} {self.hhmm()}. "
                f"Mnacord: {grouped(r.randrange(50, 4000) * 1000 + r.randrange(0, 1000), ',')}.00 AMD" + r.choice(["", "\nekav", "\nՎճարել են"]))

    def tonir_log(self) -> str:
        """The tonir's log for a morning."""
        r = self.rng
        d = self.day(r.randrange(0, 110))
        h = r.choice([3, 4, 4, 5])
        m = r.randrange(0, 60)
        rows = [f"{h:02d}:{m:02d}  կրակը վառվեց ({r.choice(['գազ', 'գազ + փայտ', 'փայտ'])})"]
        for step in r.sample(["~380°", "առաջին լավաշները", "420°, փայտ ավելացրինք", "գազը թուլացավ, սպասում ենք", "մատնաքաշը ջեռոց մտավ",
                              "Գազելը բարձեցինք", "450°, ամեն ինչ նորմալ"], r.randrange(3, 6)):
            h, m = h + r.randrange(0, 2), r.randrange(0, 60)
            rows.append(f"{h:02d}:{m:02d}  {step}")
        rows.append(f"{h + r.randrange(3, 7):02d}:{r.randrange(0, 60):02d}  կրակը մարվեց, փականը փակ ✅")
        return (f"🔥 Թոնրի մատյան — {d.day:02d}.{d.month:02d}\n```\n" + "\n".join(rows) + f"\n```\nՀերթափոխ՝ {r.choice(_ANUN)}"
                + r.choice(["", "\nsa aysorvan a", "\nԱմեն ինչ կարգին է"]))

    def gum_report(self) -> str:
        """The GUM stall's day report."""
        r = self.rng
        d = self.day(r.randrange(0, 110))
        lav, mat = r.randrange(12, 40) * 10, r.randrange(4, 16) * 5
        sl, sm = lav - r.randrange(0, 40), mat - r.randrange(0, 12)
        cash, card = r.randrange(30, 140) * 100, r.randrange(5, 60) * 100
        return (f"ԳՈՒՄ — օրվա հաշվետվություն, {d.day:02d}.{d.month:02d}\nԲերվել է՝ {lav} լավաշ, {mat} մատնաքաշ\nՎաճառվել է՝ {sl} / {max(sm, 0)}\n"
                f"Կանխիկ՝ {grouped(cash * 10, ' ')} ֏\nԱնկանխիկ (Idram/POS)՝ {grouped(card * 10, ' ')} ֏\nՎերադարձ՝ {lav - sl} լավաշ, {mat - max(sm, 0)} մատնաքաշ\n"
                + r.choice(["Լիանա", "— Լիանա ❤️", "Liana", "Լ."]))

    def wedding(self) -> str:
        """A wedding order form, pasted by whoever took the call."""
        r = self.rng
        name = r.choice(["Անի", "Մերի", "Տաթև", "Սյուզի", "Հասմիկ", "Լիլիթ", "Նաիրա"])
        groom = r.choice(["Արմեն", "Էդգար", "Հովո", "Սամո", "Գևորգ", "Վազգեն"])
        return (f"💍 Հարսանյաց պատվեր ({name} & {groom})\nՀարսանիք՝ {self.dt(r.randrange(0, 110))}, {r.choice(_HALL)}\nԼավաշ (մեծ)՝ {r.randrange(8, 40) * 10} հատ\n"
                f"Մատնաքաշ՝ {r.randrange(2, 12) * 5}\nԳաթա՝ {r.randrange(0, 8)} (ընկույզով)\nԿանխավճար՝ {self.dram(r.randrange(10, 80) * 1000)}\n"
                f"Կոնտակտ՝ հարսի մայրը, 0{r.choice(['93', '94', '77', '98', '55'])} {r.randrange(100000, 1000000)}"
                + r.choice(["", "\nլավաշը պետք է լինի բարակ, հարսի ուսին դնելու", "\nape grum em tetrum el", "\nՊապային ասեք"]))

    def weather(self) -> str:
        r = self.rng
        lo = r.randrange(-22, -4)
        wx = r.choice(["ձյուն", "առատ ձյուն, բուք", "ամպամած", "արևոտ, ցուրտ", "մառախուղ", "թեթև ձյուն"])
        road = r.choice(["", "\nՃՈ-ի տեղեկությամբ՝ Գյումրի–Երևան ճանապարհը բաց է, Թալինի հատվածում մերկասառույց է։",
                         "\nՄարալիկի հատվածում բուք է, միայն ձմեռային անվադողերով։", "\nԵրևանում՝ −2°…+5°, ամպամած։"])
        return (f"🌨 Եղանակը Գյումրիում {r.choice(['վաղը', 'այսօր', 'շաբաթ օրը', 'կիրակի'])}՝ {wx}, {lo}°…{lo + r.randrange(4, 10)}°C, "
                f"քամին {r.randrange(1, 12)} մ/վ։ (Հիդրոմետ)".replace("-", "−") + road
                + r.choice(["", "\nԳազելը շուտ տաքացրեք", "\nzgush exeq chanaparhin", "\nթոնիրը երկար կտաքանա"]))

    def fact_like(self) -> str:
        """Fact-like chatter that plants nothing: figures, days and names nobody asks about again."""
        r = self.rng
        return r.choice([f"Այսօր {r.randrange(150, 900)} լավաշ թխեցինք, ձեռքերս չեմ զգում", f"Գագոն ասեց ճանապարհին {r.randrange(15, 90)} րոպե կանգնել են {r.choice(_TEX)}",
                         f"ԳՈՒՄ-ում կողքի կրպակը լավաշը {r.randrange(15, 40) * 10} դրամով է տալիս 😡", f"{self.dt(r.randrange(0, 110))} ծնունդ ունեմ, չեմ գա",
                         f"Բենզինը {r.randrange(480, 560)} դրամ է դարձել լիտրը", f"Անցյալ տարի էս ժամանակ շաբաթը {r.randrange(20, 80)} պարկ էինք ծախսում",
                         f"{r.choice(_SERAKAN)} աղջկա կնունքը {self.dt(r.randrange(0, 110))} է, լավաշ կուզեն երևի", f"ape {r.randrange(3, 40)} hat matnaqash mnac",
                         f"Тесто {r.randrange(40, 200)} кг замесили", f"Դոլարը այսօր {r.randrange(378, 402)} դրամ է", f"{r.randrange(10, 60)} րոպե սպասեցի բանկում 🙄",
                         f"Ռուբլին {r.randrange(42, 52) / 10:.1f} է, մուկան թանկանալու է", f"{r.choice(_LATIN)} {self.zham(r.randrange(6, 20))} kga",
                         f"{r.choice(_LATIN)} kasayum {r.randrange(20, 300) * 100} dram pakas a??", f"«{r.choice(_XANUT)}»-ը {r.randrange(20, 200)} լավաշ պակաս ուզեց վաղվա համար",
                         f"{self.dt(r.randrange(0, 110))} Երևան եմ գնում, ով ինչ է ուզում", f"Էսօր «{r.choice(_XANUT)}»-ը {self.dram(r.randrange(10, 120) * 500)} պարտք վճարեց",
                         f"Սերոբ ուստան ասում է թոնիրը {r.randrange(12, 35)} տարեկան է"])

    def photo(self) -> Said:
        r = self.rng
        d = self.day(r.randrange(0, 110))
        return (r.choice(["", "", "Այսօրվա լավաշները 🥖", "թոնիրը", "nayeq inch gexecik a", "ԳՈՒՄ-ի կրպակը առավոտյան", "կտրոնը", "հաշիվ-ապրանքագիրը",
                          "ճանապարհը 😱", "Տատը թոնրի մոտ ❤️", "մատնաքաշները", "ալյուրի պարկերը էսպես չեն դնում‼️"]),
                media("photo", f"viber_image_{d:%Y-%m-%d}_{r.randrange(4, 23):02d}-{r.randrange(0, 60):02d}-{r.randrange(0, 60):02d}-{r.randrange(100, 1000)}.jpg",
                      "image/jpeg", r.randrange(60_000, 3_200_000)))

    def video(self) -> Said:
        r = self.rng
        d = self.day(r.randrange(0, 110))
        return (r.choice(["", "Տատը լավաշ է բացում 😍", "reel-i hamar", "տեսեք ինչ բուք է", "թոնրից հանում ենք"]),
                media("video", f"viber_video_{d:%Y-%m-%d}_{r.randrange(4, 23):02d}-{r.randrange(0, 60):02d}-{r.randrange(0, 60):02d}.mp4", "video/mp4",
                      r.randrange(900_000, 40_000_000)))

    def voice(self) -> Said:
        r = self.rng
        if r.random() < 0.35:
            return "", media("sticker", f"sticker_{r.randrange(10**5, 10**6)}.png", "image/png", r.randrange(8_000, 90_000))
        return (r.choice(["", "", "ձայնային եմ թողել, ձեռքերս խմոր են", "lseq", "Տատը ձայնային է ուղարկել"]),
                media("voice", f"viber_voice_{self.day(r.randrange(0, 110)):%Y-%m-%d}_{r.randrange(1000, 10000)}.m4a", "audio/mp4", r.randrange(6_000, 900_000)))

    def document(self) -> Said:
        r = self.rng
        name, text = r.choice([("Պայմանագիր_ԳՈՒՄ_2027.pdf", "վարձակալության պայմանագիրը"), ("Hashiv_apranqagir_Aragats.pdf", ""),
                               ("ՀԴՄ_հաշվետվություն_նոյեմբեր.xlsx", "նոյեմբերի հաշվետվությունը"), ("Gnacucak_2027.docx", "նոր գնացուցակի նախագիծը, նայեք"),
                               ("Patverner_shabat.xlsx", "ape sa shabatva cucakn a"), ("Առողջական_գրքույկներ.pdf", ""), ("Menu_harsaniq.pdf", "հարսանիքի մենյուն")])
        mime = {"pdf": "application/pdf", "xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
                "docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document"}[name.rsplit(".", 1)[1]]
        return text, media("document", name, mime, r.randrange(30_000, 2_600_000))

    def chatter(self) -> Said:
        r = self.rng
        makers = [(lambda: (r.choice(_SHORT), None)), (lambda: (self.mid(), None)), (lambda: (self.orders(), None)), (lambda: (self.invoice(), None)),
                  (lambda: (self.receipt(), None)), (lambda: (self.payment(), None)), (lambda: (self.tonir_log(), None)), (lambda: (self.gum_report(), None)),
                  (lambda: (self.wedding(), None)), (lambda: (self.weather(), None)), (lambda: (ramble(r, _TATIK, 6, " "), None)),
                  (lambda: (letter(r, _PAPA, sep="\n\n"), None)), (lambda: (_HISHECUM, None)),
                  (lambda: (r.choice(_LINKS).format(k=code(r, 11), n=r.randrange(10**6, 10**8)), None)),
                  (lambda: (f"{_GREETING} {self.mid()}", None)), (lambda: (self.fact_like(), None)), self.photo, self.video, self.voice, self.document]
        weights = [27, 31, 1.5, 0.8, 1.0, 2.0, 0.9, 1.0, 0.7, 1.3, 1.8, 1.2, 2.5, 3, 3, 5, 5.5, 1.2, 5, 1.2]
        return r.choices(makers, weights)[0]()

    def wrap(self, text: str) -> str:
        r = self.rng
        return r.choice([f"{_GREETING} {text}", f"{text}\n\n{_HISHECUM}", f"{ramble(r, _TATIK, 3, ' ')} մեկ էլ {text}",
                         f"Այսօրվա հարցերը՝\n1. {text}\n2. {self.mid()}", f"{text} 🙏", f"{text}\n— Ս. Մկրտչյան", f"Բոլորը լսեք՝ {text}",
                         f"{text}, հաշվի առեք", f"FYI 👉 {text}", f"{self.weather()}\n\nՄեկ էլ՝ {text}", f"📌 {text}"])


def generate(seed: int, chats: int, messages: int, ids: Ids | None = None, fact_share: float = 0.066) -> list[Chat]:
    return family_chats(NAME, seed, chats, ids, lambda rng, chat_id: _chat(rng, chat_id, messages, fact_share))


def _chat(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    b = _Lavash(rng)
    people = [code(rng, 22, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/") + "==" for _ in range(rng.randrange(8, 18))]  # Viber user ids

    # A bakery's day: busy from four in the morning to the evening order lists, silent at night.
    def gap() -> int:
        return rng.randrange(20, 1500) if rng.random() > 0.1 else rng.randrange(4 * 3600, 14 * 3600)

    voice = Voice(b.furn, b.chatter, b.wrap, 0.25, lambda: rng.choice(_BOT), 0.035, gap, (4, 36))
    return assemble(rng, chat_id, n, fact_share, NAME, people, voice)
