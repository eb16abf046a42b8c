"""The atlas family: the Telegram group of a family ikat silk (atlas, adras) weaving workshop in Margilan, Fergana valley, Uzbekistan, with a stall in Tashkent's Chorsu bazaar, in Uzbek (mostly Latin, sometimes Cyrillic) with Russian.

Written by a writer who did not read the summarizer, and run on no summarizer when it was
written: a held-out family. "Usta Abdulla atlaslari" is a courtyard workshop in the old town
of Margilan: the grandfather (bobo, the old usta, who has woven since the seventies and writes
long blessings), his son who runs the business ("dadam" to the young ones), his wife who does
the dyeing (boʻyoqxona), a dozen weavers and apprentices (shogirdlar), the aunt who keeps the
stall at Chorsu in Tashkent, the driver of the Damas that takes the cloth to Tashkent, and the
granddaughter who runs Instagram. They write Uzbek in Latin script with the oʻ and gʻ and the
tutuq belgisi written every way a phone lets them (oʻ, o', o`, o’, or not at all: "boldi",
"yoq"), now and then in Cyrillic ("бугун соат 9 да келинглар"), with Russian words ("svet
oʻchdi", "zakaz", "ладно") and whole Russian messages from the Tashkent side. Money is "450 000
soʻm", "450 ming", "450k", "450.000 sum", "1,2 mln", "$35", "35 dollar" and "35 у.е."; dates
"12-dekabr", "12 dekabr", "12.12", "12 декабря"; times "soat 9:00", "ertalab 8 da", "kechqurun 7
da", "19:00" and "9 yarimda". The chatter: salom and duo, "xoʻp", "boʻpti", stickers, voice
notes from the loom, photos of fresh patterns and of the bazaar, forwarded notices of the
khokimiyat, the electricity company and the craftsmen's association, pasted order lists, the
wholesale price list, Chorsu's daily takings and a dyeing recipe, links to Instagram,
t.me, YouTube, Yandex Maps, OLX and Uzum. Its facts are said the workshop's way ("kelishdik:
Toshkentga yuk joʻnatish — Damasda 🤝", "boʻyoqxona kaliti Dilnoza Yusupovada", "kim Chorsuga
20 ta atlasni olib borishni qila oladi? 🙏"), their apostrophes as that message types them,
and a few of them wholly in Cyrillic (their probes written the same way, so they still match).
"""

from __future__ import annotations

import random
import re
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
    media,
    ramble,
)

NAME = "atlas"
LANGUAGE = "uz"
# Messages per chat by default: about 20,000 to 30,000 characters of history and about 20 facts.
MESSAGES = 300

# The canonical apostrophes the tables are written with: ʻ (oʻ, gʻ) and ʼ (the tutuq belgisi).
_MARKS = "ʻʼ"
# How a phone types them: properly, with an ASCII quote, a backtick, a curly quote, or not at all.
_STYLES = ["ʻ", "ʻ", "'", "'", "'", "`", "’", ""]

_OY = {12: "dekabr", 1: "yanvar", 2: "fevral"}
_RU_OY = {12: "декабря", 1: "января", 2: "февраля"}
_HAFTA = ["dushanba", "seshanba", "chorshanba", "payshanba", "juma", "shanba", "yakshanba"]

# Latin Uzbek to Cyrillic, as someone who switches the keyboard writes it.
_LAT2CYR = {"a": "а", "b": "б", "d": "д", "e": "е", "f": "ф", "g": "г", "h": "ҳ", "i": "и", "j": "ж", "k": "к", "l": "л", "m": "м",
            "n": "н", "o": "о", "p": "п", "q": "қ", "r": "р", "s": "с", "t": "т", "u": "у", "v": "в", "x": "х", "y": "й", "z": "з"}
_DIGRAPHS = [("oʻ", "ў"), ("gʻ", "ғ"), ("sh", "ш"), ("ch", "ч"), ("yo", "ё"), ("yu", "ю"), ("ya", "я"), ("ye", "е")]


def _tilt(text: str, style: str) -> str:
    """`text` with its apostrophes typed in `style`."""
    return text.replace("ʻ", style).replace("ʼ", style)


def _kirill(text: str) -> str:
    """`text` (its Latin Uzbek) in Cyrillic; what is already Cyrillic, digits and signs stay."""
    def word(m: re.Match[str]) -> str:
        w = m.group(0)
        out, i = [], 0
        while i < len(w):
            two = w[i:i + 2]
            hit = next((c for lat, c in _DIGRAPHS if two.lower() == lat), None)
            if hit:
                out.append(hit.upper() if two[0].isupper() else hit)
                i += 2
                continue
            ch = w[i]
            low = ch.lower()
            cyr = {"ʼ": "ъ", "ʻ": "ъ"}.get(ch) or ("э" if low == "e" and i == 0 else _LAT2CYR.get(low, ch))
            out.append(cyr.upper() if ch.isupper() else cyr)
            i += 1
        return "".join(out)

    return re.sub(r"[A-Za-zʻʼ]+", word, text)


_ATLAS = Wording(
    topics=[("yangi partiya atlasning rangi", ["qizil-sariq, eski Xonatlas naqshi", "koʻk-yashil, «ilon izi» naqshi", "qora-oq adras, zamonaviy"]),
            ("Chorsudagi rasta ish vaqti", ["ertalab 7 dan kechki 5 gacha", "dushanbadan tashqari har kuni", "faqat ulgurji kunlari ochamiz"]),
            ("Navroʻzga chegirma", ["hamma atlasga 15 foiz", "chegirma qilmaymiz, narx shundoq ham past", "faqat adrasga 10 foiz"]),
            ("Toshkentga yuk joʻnatish", ["Damasda, haftada bir marta", "poyezd bagajida, Afrosiyobda", "BTS pochta orqali, sugʻurta bilan"]),
            ("pilla va kalava olish", ["Oltiariqdagi fermerdan toʻgʻridan-toʻgʻri", "Margʻilon pilla bozoridan", "Xitoy kalavasi, arzonroq chiqadi"]),
            ("Instagram sahifasi", ["har kuni bitta reels", "reklamaga oyiga 100 dollar", "narxlarni ochiq yozmaymiz, direktga"]),
            ("shogirdlarning oyligi", ["ishbay, har atlasdan foiz", "oyiga qatʼiy 2 mln", "yarmi qatʼiy, yarmi ishbay"]),
            ("доставка по Ташкенту", ["Яндекс курьер за счёт клиента", "бесплатно от трёх отрезов", "только самовывоз с Чорсу"]),
            ("тўй мавсумидаги нарх", ["ўзгармайди", "ўн фоиз қўшамиз", "улгуржига эски нарх қолади"]),
            ("koʻrgazmaga olib boriladigan mato", ["faqat qoʻlda toʻqilgan abrband", "atlas ham, baxmal ham", "yangi yarim ipak adras"]),
            ("yangi dastgoh", ["Namangandan ishlatilganini olamiz", "usta Rahimjonga yangisini buyurtma", "hozircha olmaymiz, pul yetmaydi"])],
    decided=["kelishdik: {s} — {c}. boshqa gap yoʻq 🤝", "dadam aytdilar, {s} masalasi hal boʻldi: {c}", "xullas {s}: {c}, shunaqa qilamiz",
             "Итак, решили: {s} — {c}.", "{S} boʻyicha qaror: {c} ✅", "ovoz berdik 🗳 {s} — {c} yutdi",
             "{S}ni gaplashib oldik, {c}. eʼtiroz boʻlsa hozir ayting", "bobo ham rozi, {s} endi {c} boʻladi"],
    numbers=[("bitta atlas (7 metr) ulgurji narxi endi {som}", ("bitta atlas (7 metr) ulgurji narxi", "{som}")),
             ("shu oy {n1} ta atlas toʻqidik, rekord 💪", ("ta atlas toʻqidik", "{n1}")),
             ("bir kilo ipak kalava {som2} boʻlibdi, qimmatlashdi 😤", ("bir kilo ipak kalava", "{som2}")),
             ("Chorsudagi joy ijarasi oyiga {usd}", ("Chorsudagi joy ijarasi", "{usd}")),
             ("Koreyadan kelgan zakaz: {m1} metr adras", ("Koreyadan kelgan zakaz", "{m1} metr")),
             ("Хадича опа за неделю продала на Чорсу {n2} шт.", ("за неделю продала на Чорсу", "{n2} шт")),
             ("boʻyoqchi usta bir partiya uchun {som3} soʻradi", ("boʻyoqchi usta bir partiya uchun", "{som3}")),
             ("sexda hozir {n3} ta toʻquvchi ishlayapti", ("sexda hozir", "{n3} ta toʻquvchi")),
             ("turistlar uchun master-klass narxi {usd2} kishi boshiga", ("master-klass narxi", "{usd2}")),
             ("omborda {m2} metr tayyor atlas qoldi", ("tayyor atlas qoldi", "{m2} metr")),
             ("Бир метр шойи {som4}дан кетяпти", ("Бир метр шойи", "{som4}")),
             ("svet uchun oxirgi hisob {som5} keldi", ("svet uchun oxirgi hisob", "{som5}")),
             ("bitta abrband atlasga {n4} kun ketadi, xaridorga shuni ayting", ("bitta abrband atlasga", "{n4} kun")),
             ("Instagramda obunachilar {n5} taga yetdi 🎉", ("Instagramda obunachilar", "{n5}"))],
    dates=[("Toshkentdagi hunarmandlar yarmarkasi {dt} kuni ochiladi", ("hunarmandlar yarmarkasi", "{dt}")),
           ("Oltiariqdan yangi kalava {dt} keladi", ("Oltiariqdan yangi kalava", "{dt}")),
           ("koreys xaridorlar {dy} {tm} sexga kelishadi", ("koreys xaridorlar", "{tm}")),
           ("boʻyash ishlari {dt}dan boshlanadi, hamma ertaroq kelsin", ("boʻyash ishlari", "{dt}")),
           ("Собрание всех ткачих {dy} в {tm}", ("Собрание всех ткачих", "{tm}")),
           ("soliq hisobotini topshirishning oxirgi kuni {nd}", ("soliq hisobotini topshirish", "{nd}")),
           ("Atlas bayrami festivali {dt}, Margʻilon markazida", ("Atlas bayrami festivali", "{dt}")),
           ("Damas Toshkentga {dy} {tm} chiqadi, tovarni kechqurun tayyorlab qoʻying", ("Damas Toshkentga", "{tm}")),
           ("usta Qodirjon {dt} dastgohni tuzatgani keladi", ("dastgohni tuzatgani", "{dt}")),
           ("Xitoylik mehmonlar {dt} {tm} kelishadi, dasturxon tayyorlaymiz", ("Xitoylik mehmonlar", "{dt}")),
           ("bank kreditining navbatdagi toʻlovi {nd}", ("kreditining navbatdagi toʻlovi", "{nd}")),
           ("шогирдларга иш ҳақи {nd} берилади", ("шогирдларга иш ҳақи", "{nd}"))],
    people=["Dilnoza Yusupova", "Gʻayrat Toʻxtasinov", "Mohira Qodirova", "Sherzod Mirzayev", "Nodira Xolmatova", "Bekzod Rahimov",
            "Zulfiya Ergasheva", "Oybek Nazarov", "Shahnoza Karimova", "Jasur Abdullayev", "Maftuna Sobirova", "Ulugʻbek Hamidov",
            "Feruza Tojiboyeva", "Dilshod Oʻrinboyev"],
    roles=[("bugundan kassani {p} yuritadi, pulni faqat unga topshiring", "kassani"),
           ("Chorsudagi rastada endi {p} turadi, Xadicha opaning oʻrniga", "Chorsudagi rastada"),
           ("{p} — yangi shogird, Rishtondan keldi, oʻrgatib qoʻyinglar", "yangi shogird"),
           ("naqsh chizadigan usta endi {p}", "naqsh chizadigan usta"),
           ("Instagram va Telegram kanalni {p} olib boradi", "Telegram kanalni"),
           ("бухгалтерию теперь ведёт {p}, все чеки ей", "бухгалтерию"),
           ("boʻyoqxona kaliti {p}da turadi", "boʻyoqxona kaliti"),
           ("turistlarga ekskursiyani {p} qiladi, inglizchani yaxshi biladi", "ekskursiyani"),
           ("bu hafta Toshkentga tovarni {p} olib boradi", "Toshkentga tovarni"),
           ("{p} endi kalava sotib olishga masʼul", "kalava sotib olishga"),
           ("koreyslar bilan gaplashadigan odam — {p}, boshqalar aralashmasin", "koreyslar bilan gaplashadigan"),
           ("Ткачих на смену расставляет {p}", "на смену расставляет")],
    tasks=["Chorsuga 20 ta atlasni olib borish", "kalava uchun Oltiariqqa borib kelish", "Instagramga yangi naqshlar rasmini joylash",
           "boʻyoqxonadagi katta qozonni tozalash", "koreyslar uchun invoys tayyorlash", "ikkinchi dastgohning tanda ipini almashtirish",
           "svet pulini Paymeda toʻlash", "ekskursiya uchun inglizcha matn yozish", "yangi adraslarni dazmollab taxlash",
           "QQS hujjatlarini yigʻib buxgalterga berish", "mehmonlar uchun palov qozonini tayyorlash", "Uzum marketga yangi tovar yuklash"],
    asked=["kim {a}ni qila oladi? 🙏", "{a} — hali hech kim olmadi, kim boʻsh?", "iltimos kimdir {a} kerak, men Toshkentdaman",
           "eslatma: {a} qoldi hali", "Кто может? {a}, срочно надо", "bolalar {a} kerak edi, kim qiladi",
           "{a} ishi osilib turibdi 😩 ertagacha qilish shart"],
    edits=[("Click uchun raqam: {x}", "Click uchun raqam: {y} (oldingisi xato edi, uzr)", "Click uchun raqam", "tel"),
           ("Uzcard karta raqami: {x}", "Uzcard karta raqami: {y} — bitta raqam adashibdi", "Uzcard karta raqami", "card"),
           ("Telegram kanalimiz: {x}", "Telegram kanalimiz: {y} ✅ shunisi toʻgʻri", "Telegram kanalimiz", "link"),
           ("Chorsudagi joyimiz: {x}", "Chorsudagi joyimiz: {y}, toʻgʻrisi shu", "Chorsudagi joyimiz", "stall"),
           ("sexdagi wifi paroli: {x}", "sexdagi wifi paroli: {y}", "sexdagi wifi paroli", "wifi"),
           ("BTS trek raqami: {x}", "BTS trek raqami: {y} (toʻgʻrilandi)", "BTS trek raqami", "track"),
           ("Номер заказа из Кореи: {x}", "Номер заказа из Кореи: {y}, исправила", "Номер заказа из Кореи", "order"),
           ("omborxona qulfi kodi {x}", "omborxona qulfi kodi {y}, adashibman", "omborxona qulfi kodi", "pin")],
    changes=[("ertangi majlis {x} da", ["ertangi majlis {y} ga koʻchdi", "oʻzgarish: ertangi majlis {y} da boʻladi"], "ertangi majlis", "hour"),
             ("ulgurji narx metriga {x}", ["ulgurji narx metriga {y} boʻladi endi, dadam aytdi", "yoʻq, adashdim, ulgurji narx metriga {y}"],
              "ulgurji narx metriga", "som"),
             ("Toshkentga yuk mashinasi {x} chiqadi", ["Toshkentga yuk mashinasi {y} chiqadigan boʻldi", "yangilik: Toshkentga yuk mashinasi {y}"],
              "Toshkentga yuk mashinasi", "hour"),
             ("yangi partiyani boʻyash {x}", ["yangi partiyani boʻyash {y}ga qoldi, boʻyoq kelmadi", "yangi partiyani boʻyash {y} boʻladi, oldingisi bekor"],
              "yangi partiyani boʻyash", "date"),
             ("xaridor bilan uchrashuv joyi: {x}", ["xaridor bilan uchrashuv joyi oʻzgardi: {y}", "xaridor bilan uchrashuv joyi endi {y}"],
              "xaridor bilan uchrashuv joyi", "place"),
             ("koreyslarning buyurtmasi hajmi {x}", ["koreyslarning buyurtmasi hajmi {y} boʻldi, yana yozishdi", "toʻgʻrilayman: koreyslarning buyurtmasi hajmi {y}"],
              "koreyslarning buyurtmasi hajmi", "qty"),
             ("Встреча с туристами из Франции в {x}", ["Встреча с туристами из Франции переносится на {y}", "Поменялось: встреча с туристами из Франции в {y}"],
              "встреча с туристами из Франции", "ru"),
             ("shogirdlarga avans {x}", ["shogirdlarga avans {y} beriladi, qayta hisobladik", "adashibman, shogirdlarga avans {y}"],
              "shogirdlarga avans", "som")])

# The chatter: names and places it mentions (never a fact's person).
_ISM = ["Xadicha opa", "Rustam aka", "Muhabbat", "Otabek", "Kamola", "Hamid aka", "Saida", "Bobur", "Lola", "Anvar", "Gulchehra opa", "Sardor",
        "Nigora", "Azizbek", "Malika", "Zokir aka"]
_JOY = ["Chorsu", "Margʻilon bozori", "Yodgorlik fabrikasi", "Fargʻona", "Qoʻqon", "Toshkent", "vokzal", "Kumtepa bozori", "Rishton", "sex",
        "boʻyoqxona", "Oltiariq", "Qoʻqon yoʻli"]
_QISQA = ["ok", "ок", "xoʻp", "xop", "boʻpti", "mayli", "rahmat", "rahmat 🙏", "Assalomu alaykum", "assalom", "Vaalaykum assalom", "qalesiz",
          "yaxshimisiz", "zoʻr", "zor", "👍", "👍👍", "❤️", "🔥🔥", "😂😂", "haha", "xaxaxa", "ha", "yoʻq", "hozir", "5 minut", "keldim", "ketdim",
          "kutib turing", "tushunarli", "понял", "спасибо", "да", "нет", "норм", "Xayrli tong ☀️", "Xayrli tun 🌙", "Juma muborak 🤲", "Omin",
          "Ilohim", "barakalla", "voy", "voy-boy 😳", "ha mayli", "toʻgʻri", "albatta", "qayerdasiz?", "tel qiling", "sms tashladim", "👌", "🤲",
          "💯", "ладно", "xa", "nima?", "kim?", "ha boʻldi", "kelyapman", "yoʻldaman", "uxlab qolibman 😅", "tabriklaymiz 🎉🎉", "ming rahmat",
          "qoyil", "qoʻlingiz dard koʻrmasin", "👏👏👏", "🙏🙏", "😍", "?", "??", "hmm", "aha", "jim", "yaxshi"]
_ORTA = ["{n}, {w}ga yetib keldingizmi", "{w}da bugun odam koʻp ekan", "{n} telefonni olmayapti, kimda boshqa raqami bor",
          "bugun svet yana oʻchdi, dastgohlar toʻxtab qoldi", "{w}dan qaytayapman, yoʻl tirband", "turistlar kelishdi, yapon ekan, juda xursand boʻlishdi",
          "choy qaynatib qoʻyinglar, kelyapman", "{n}ning nevarasi tugʻilibdi, tabriklaymiz", "issiq non olib keldim sexga, chiqinglar",
          "qaysi rang yaxshi chiqdi sizningcha", "Свет опять отключили, два часа уже сидим", "{n}, позвоните мне когда сможете",
          "kecha {w}da bir xaridor 3 tasini olib ketdi, duo qildi", "ipning sifati bu safar yomonroq, uzilib ketyapti", "bugun havo sovuq, boʻyoq qurimayapti",
          "{n}, kalitni unutib ketibsiz", "Instagramga qoʻygan videomiz koʻp koʻrildi", "yangi naqsh zoʻr chiqibdi, ustaning qoʻli gul",
          "gaz yoʻq, tandir ham yoqilmadi", "{n} bugun kelmaydi, kasal ekan", "toʻyga atlas koʻylak tikdirmoqchi edim, yaxshi tikuvchi bilasizlarmi",
          "metro yopiq ekan, taksida keldim", "{w}da narxlar osmonda", "kim {w}ga boryapti, menga ham joy bormi", "{n} qayerdasiz, hamma sizni kutyapti",
          "bugun {w}da turistlar koʻp, hammasi rasmga tushyapti", "На Чорсу сегодня тихо, покупателей мало", "dastgohning moyi tugabdi, kim olib keladi",
          "{n} akaning mashinasi buzilibdi, {w}da qolibdi", "qizil boʻyoq yana chaplanib ketdi, qaytadan qilamiz", "kechagi palov zoʻr boʻldi, rahmat {n}",
          "{w}dagi yangi doʻkonni koʻrdingizmi", "bu yil qish erta keldi, sexni isitish kerak", "{n} tabriklaymiz, tugʻilgan kuningiz bilan 🎂",
          "mijoz chegirma soʻrayapti, nima deyman", "telefonim zaryadi tugayapti", "internet juda sekin, rasm ketmayapti", "kim onlayn, bir savol bor",
          "ertaga bozor kuni, erta turinglar", "{n} bilan {w}da koʻrishdik, salom aytdi"]
_SAVOL = {"kim", "qaysi", "qayerdasiz", "nima", "nega", "qachon", "qancha"}
_BOBO = ["Assalomu alaykum farzandlarim", "men bu dastgohda 1978-yildan beri ishlayman", "otam ham, bobom ham shu hunar bilan kun koʻrgan",
         "sovet davrida atlasni fabrikada toʻqishardi, qoʻlda toʻqish deyarli yoʻqolib ketgan edi", "abrband qilish sabr talab qiladi, shoshilgan odamdan usta chiqmaydi",
         "tabiiy boʻyoq — roʻyan, anor poʻsti, yongʻoq poʻchogʻi — kimyoviydan ming marta yaxshi", "yoshlar telefonga koʻp qarayapti, qoʻl ishi sovib ketyapti",
         "bir atlas ortida oʻnlab odamning mehnati bor, uni arzonga bermanglar", "xaridorga doim rost gapiringlar, baraka shunda",
         "ustozimiz Turgʻunboy aka rahmatli aytardilar: ip bilan gaplashish kerak", "Margʻilon atlasi butun dunyoga mashhur, nomini toza saqlanglar",
         "uzun yozib yubordim, kechirasizlar, koʻzim ham yaxshi koʻrmaydi", "Alloh barchamizga baraka bersin 🤲 Omin"]
_FORWARD = [("Margʻilon shahar hokimligi", ["Hurmatli tadbirkorlar!", "Shahar markazida hunarmandlar uchun yangi savdo rastalari ajratildi.",
                                            "Ariza qabul qilish muddati cheklangan.", "Batafsil maʼlumot uchun hokimlikning 2-qavatiga murojaat qiling.",
                                            "Hunarmandchilikni qoʻllab-quvvatlash — ustuvor vazifa."]),
            ("Hududiy elektr tarmoqlari", ["DIQQAT! Rejali oʻchirish.", "Taʼmirlash ishlari sababli Margʻilon shahrining eski shahar qismida elektr taʼminoti vaqtincha toʻxtatiladi.",
                                           "Noqulaylik uchun uzr soʻraymiz.", "Ishonch telefoni: 1240"]),
            ("Hunarmand uyushmasi", ["Uyushma aʼzolari diqqatiga!", "Xalqaro koʻrgazmada qatnashish uchun arizalar qabul qilinmoqda.",
                                     "Usta-shogird maktabi uchun grant tanlovi eʼlon qilindi.", "Aʼzolik badalini oʻz vaqtida toʻlashni unutmang.",
                                     "Barcha savollar boʻyicha uyushma kotibiyatiga murojaat qiling."]),
            ("Давлат солиқ қўмитаси", ["Ҳурматли солиқ тўловчилар!", "Ўзини ўзи банд қилган шахслар учун янги тартиб жорий этилди.",
                                        "Онлайн кассадан фойдаланиш мажбурий.", "Батафсил: my.soliq.uz"]),
            ("Ташкент | Новости", ["На рынке Чорсу начинается реконструкция крытого павильона.", "Торговля продолжится в штатном режиме.",
                                   "Часть рядов временно перенесут на соседнюю площадку.", "Администрация рынка просит арендаторов проверить договоры."])]
_LINKS = ["https://www.instagram.com/p/{k}/ yangi postimiz, layk bosinglar 😍", "https://t.me/margilon_hunarmand/{n} uyushma kanalidan",
          "https://youtu.be/{k} bizning sex haqida koʻrsatuv chiqibdi!!", "https://yandex.uz/maps/-/{k} Chorsudagi joyimiz lokatsiyasi",
          "https://www.olx.uz/d/obyavlenie/{k}.html bu dastgoh sotilyapti, koʻringlar", "https://uzum.uz/uz/product/{n} raqobatchilar narxi shu",
          "https://www.instagram.com/reel/{k}/ 😂😂 koʻringlar", "https://t.me/c/{n}/{m} oldingi xabar"]
_BOT = ["Qabul qilindi ✅", "Yozib oldim.", "Ovozli xabarni tinglay olmayman, yozib yuboring 🙏", "Vaqti yaqinlashganda eslataman.", "Принято."]
_GREET = ["Assalomu alaykum hammaga!", "Xayrli tong, jamoa ☀️", "Салом алейкум всем", "Assalom, yaxshimisizlar"]


class _Atlas:
    """One chat's draws and the workshop's ways of talking."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.p = Planter(rng, _ATLAS, self.slot, self.value)

    def plant(self, kind: str) -> Planted:
        """A fact as the planter words it, its apostrophes typed one way (the probe and stale
        strings the same), and, when it has Cyrillic in it or now and then, all in Cyrillic."""
        got = self.p(kind)
        if got is None:
            return got
        r = self.rng
        style = r.choice(_STYLES)
        cyr = kind in ("decision", "number", "date/time", "who is who", "open task") and (
            bool(re.search("[а-яА-ЯўқғҳЎҚҒҲ]", got[0])) or r.random() < 0.1)
        out = self._turn(got, lambda t: _tilt(_kirill(t) if cyr else t, style))
        if out is None:  # a transform that would break a probe's match: say it as the table has it
            return got
        if r.random() < 0.15:
            out = (out[0].lower(), out[1], out[2])
        return out

    @staticmethod
    def _turn(got: tuple[str, tuple[str, ...], Any], f: Callable[[str], str]) -> Planted:
        text, probe, newer = got
        t, p = f(text), tuple(f(x) for x in probe)
        n = (f(newer[0]), tuple(f(x) for x in newer[1])) if newer else None
        latest = (n[0] if n else t).lower()
        if not all(x.lower() in latest for x in p):
            return None
        if n and (not all(s.lower() in t.lower() for s in n[1]) or any(s.lower() in n[0].lower() for s in n[1])):
            return None
        return t, p, n

    # -- formats ----------------------------------------------------------------------------

    def som(self, n: int) -> str:
        """Soʻm: "450 000 soʻm", "450 ming", "450k", "450.000 sum", "1,2 mln"."""
        ways = [f"{grouped(n, ' ')} soʻm", f"{grouped(n, '.')} sum", f"{grouped(n, ' ')} soʻm"]
        if n % 1000 == 0:
            ways += [f"{n // 1000} ming", f"{n // 1000} ming soʻm", f"{n // 1000}k"]
        if n >= 1_000_000 and n % 100_000 == 0:
            ways.append(f"{n / 1_000_000:g} mln".replace(".", ","))
        return self.rng.choice(ways)

    def usd(self, n: int) -> str:
        return self.rng.choice([f"${n}", f"{n} dollar", f"{n}$", f"{n} у.е.", f"{n} dollar"])

    def kun(self, n: int) -> date:
        return date(2026, 12, 1) + timedelta(days=n)

    def dt(self, n: int) -> str:
        """A date: "12-dekabr", "12 dekabr", "12.12", "12 декабря", "12-dekabr, juma"."""
        d = self.kun(n)
        return self.rng.choice([f"{d.day}-{_OY[d.month]}", f"{d.day} {_OY[d.month]}", f"{d.day:02d}.{d.month:02d}", f"{d.day} {_RU_OY[d.month]}",
                                f"{d.day}-{_OY[d.month]}, {_HAFTA[d.weekday()]}"])

    def nd(self, n: int) -> str:
        """A deadline: "15.01.2027", "2027-yil 15-yanvar"."""
        d = self.kun(n)
        return self.rng.choice([f"{d.day:02d}.{d.month:02d}.{d.year}", f"{d.year}-yil {d.day}-{_OY[d.month]}"])

    def soat(self, h: int, half: bool = False) -> str:
        """A time: "soat 9:00", "ertalab 8", "kechqurun 7", "19:00", "9 yarim"."""
        r = self.rng
        h12 = h if h <= 12 else h - 12
        part = "ertalab" if h < 12 else ("tushdan keyin" if h < 17 else "kechqurun")
        if half:
            return r.choice([f"soat {h}:30", f"{h}:30", f"{part} {h12} yarim"])
        return r.choice([f"soat {h}:00", f"{h}:00", f"{part} {h12}", f"soat {h12}"])

    # -- the facts' values ------------------------------------------------------------------

    def slot(self, k: str) -> str:
        r, f = self.rng, self.p.fresh
        slots: dict[str, Callable[[], str]] = {
            "som": lambda: self.som(f("som", 35, 95) * 10_000), "som2": lambda: self.som(f("som2", 28, 75) * 10_000),
            "som3": lambda: self.som(f("som3", 8, 40) * 100_000), "som4": lambda: self.som(f("som4", 40, 160) * 1000),
            "som5": lambda: self.som(f("som5", 60, 400) * 10_000 + r.choice([0, 0, 4500])),
            "usd": lambda: self.usd(f("usd", 15, 60) * 10), "usd2": lambda: self.usd(f("usd2", 10, 60)),
            "n1": lambda: str(f("n1", 9, 60)), "n2": lambda: str(f("n2", 4, 45)), "n3": lambda: str(f("n3", 5, 25)),
            "n4": lambda: str(f("n4", 6, 40)), "n5": lambda: grouped(f("n5", 12, 90) * 100, r.choice([" ", ""])),
            "m1": lambda: str(f("m1", 40, 900)), "m2": lambda: str(f("m2", 30, 600)),
            "dt": lambda: self.dt(f("d", 0, 90)), "nd": lambda: self.nd(f("d", 0, 90)),
            "tm": lambda: self.soat(f("h", 7, 19), r.random() < 0.25),
            "dy": lambda: r.choice(["ertaga", "indinga", "dushanba kuni", "juma kuni", "shanba", "seshanba", "payshanba kuni"])}
        return slots[k]()

    def value(self, kind: str) -> str | None:
        r, f = self.rng, self.p.fresh

        def tel() -> str:
            op, a, b, c = r.choice(["90", "91", "93", "94", "95", "97", "88", "99", "33"]), r.randrange(100, 1000), r.randrange(10, 100), r.randrange(10, 100)
            return r.choice([f"+998 {op} {a} {b} {c}", f"{op} {a} {b} {c}", f"+998{op}{a}{b}{c}", f"({op}) {a}-{b}-{c}"])

        def hour() -> str:
            h, half = divmod(f("hour", 14, 40), 2)
            return self.soat(h, bool(half))

        def ru() -> str:
            h, half = divmod(f("ru", 18, 38), 2)
            return f"{h}:{30 if half else 0:02d}"

        draws: dict[str, Callable[[], str]] = {
            "tel": tel,
            "card": lambda: " ".join([r.choice(["8600", "9860", "5614"])] + [f"{r.randrange(0, 10000):04d}" for _ in range(3)]),
            "link": lambda: r.choice([f"https://t.me/margilon_atlas_{code(r, 5).lower()}", f"t.me/usta_abdulla_{code(r, 4).lower()}",
                                      f"https://t.me/+{code(r, 16)}"]),
            "stall": lambda: f"{r.randrange(1, 30)}-qator, {r.randrange(10, 300)}-doʻkon",
            "wifi": lambda: r.choice([f"Atlas{r.randrange(1000, 100000)}", f"adras_{code(r, 5)}", f"margilon{r.randrange(100, 10000)}{code(r, 2)}"]),
            "track": lambda: r.choice([f"BTS{r.randrange(10**8, 10**9)}", f"UZ{r.randrange(10**8, 10**9)}UZ"]),
            "order": lambda: r.choice([f"KR-{code(r, 5).upper()}", f"№{r.randrange(1000, 100000)}"]),
            "pin": lambda: str(r.randrange(1000, 10000)), "hour": hour, "ru": ru,
            "som": lambda: self.som(f("somx", 5, 90) * 10_000), "date": lambda: self.dt(f("d", 0, 90)),
            "qty": lambda: f"{f('qty', 20, 800)} metr",
            "place": lambda: r.choice(["Chorsu bozorining 2-darvozasi", "Eski shahar choyxonasi", "Margʻilon avtovokzali oldi", "Yodgorlik fabrikasi darvozasi",
                                       "Koʻkcha masjidi yonidagi choyxona", "Hamid akaning doʻkoni", "Fargʻona aeroporti", "Sayilgoh koʻchasidagi kafe"])}
        return self.p.apart(draws[kind]) if kind in draws else None

    # -- chatter ----------------------------------------------------------------------------

    def typed(self, text: str) -> str:
        """`text` as a phone types it: apostrophes one way, sometimes a typo, sometimes a
        capital and a full stop or a question mark."""
        r = self.rng
        text = _tilt(text, r.choice(_STYLES))
        if r.random() < 0.12:
            words = text.split(" ")
            i = r.randrange(len(words))
            w = words[i]
            if len(w) > 3 and w.isalpha():
                j = r.randrange(1, len(w) - 1)
                words[i] = r.choice([w[:j] + w[j + 1:], w[:j] + w[j + 1] + w[j] + w[j + 2:], w[:j] + w[j] + w[j:]])
                text = " ".join(words)
        if text and text[-1].isalnum() and r.random() < 0.3:
            words = text.lower().split()
            asks = words[0] in _SAVOL or words[-1].endswith(("mi", "mikan", "chi")) or any(w in _SAVOL for w in words[1:3])
            text = text[0].upper() + text[1:] + ("?" if asks else r.choice([".", ".", "!", " 😊", "...", " 🙏"]))
        return text

    def orta(self) -> str:
        r = self.rng
        said = r.choice(_ORTA).format(n=r.choice(_ISM), w=r.choice(_JOY))
        if r.random() < 0.15:
            said += r.choice([", yana bir gap: ", ". ", " va "]) + r.choice(_ORTA).format(n=r.choice(_ISM), w=r.choice(_JOY))
        if r.random() < 0.06:
            said = _kirill(said)
        return self.typed(said)

    def zakazlar(self) -> str:
        """The order list, as the son pastes it."""
        r = self.rng
        rows = []
        for i, n in enumerate(r.sample(_ISM, r.randrange(3, 7)), 1):
            rows.append(f"{i}. {r.choice(['Toshkent', 'Samarqand', 'Moskva', 'Andijon', 'Seul', 'Buxoro'])}, {n} — {r.randrange(1, 9)} ta "
                        f"{r.choice(['atlas', 'adras', 'baxmal', 'shoyi'])}, {r.choice(['qizil', 'koʻk', 'yashil', 'sariq', 'binafsha'])} — "
                        f"{r.choice(['toʻlandi ✅', 'toʻlanmadi ❌', 'avans olindi', 'yuborildi 🚚'])}")
        return _tilt(r.choice(["ZAKAZLAR:", "Buyurtmalar roʻyxati", "Заказы на неделю"]) + "\n" + "\n".join(rows), r.choice(_STYLES))

    def narxlar(self) -> str:
        """The wholesale price list."""
        r = self.rng
        rows = [f"{m} — {self.som(r.randrange(20, 120) * 5000)}" for m in r.sample(
            ["Xonatlas (7 m)", "Adras (7 m)", "Baxmal", "Shoyi roʻmol", "Atlas doʻppi", "Yarim ipak", "Bekasam"], 4)]
        return _tilt(r.choice(["NARXLAR (ulgurji)", "Прайс", "Narxlar roʻyxati 📋"]) + "\n" + "\n".join(rows)
                     + r.choice(["", "\nnarxlar kelishiladi", "\nchakana +10%"]), r.choice(_STYLES))

    def savdo(self) -> str:
        """Chorsu's takings of a day."""
        r = self.rng
        d = self.kun(r.randrange(0, 60))
        a, b = r.randrange(0, 7), r.randrange(0, 7)
        return (f"Chorsu {d:%d.%m} savdo: {a} atlas, {b} adras, jami {grouped(r.randrange(5, 90) * 50_000, ' ')}"
                + r.choice(["", "\nnaqd + karta", "\nodam kam boʻldi", " 🙏"]))

    def retsept(self) -> str:
        """A dyeing recipe."""
        r = self.rng
        rows = [f"{x}: {r.randrange(1, 30) * 50} g" for x in r.sample(["roʻyan", "anor poʻsti", "yongʻoq poʻchogʻi", "indigo", "achchiqtosh", "piyoz poʻsti"], 3)]
        return _tilt(f"Boʻyoq retsepti ({r.choice(['qizil', 'sariq', 'koʻk'])}), {r.randrange(2, 9)} kg ipga:\n" + "\n".join(rows)
                     + f"\n{r.randrange(40, 95)} daraja, {r.randrange(1, 4)} soat qaynatiladi", r.choice(_STYLES))

    def forward(self) -> str:
        r = self.rng
        src, lines = r.choice(_FORWARD)
        body = [lines[0], *r.sample(lines[1:], r.randrange(1, len(lines)))]
        return _tilt(f"{r.choice(['Forwarded from', 'Переслано от'])} {src}\n" + "\n".join(body), r.choice(_STYLES))

    def yolgon(self) -> str:
        """Fact-like chatter that plants nothing."""
        r = self.rng
        return self.typed(r.choice([
            f"bozorda pomidor {self.som(r.randrange(8, 30) * 1000)} boʻlibdi", f"{r.choice(_ISM)}ning toʻyi {self.dt(r.randrange(0, 80))} ekan, aytishdi",
            f"taksi {r.choice(_JOY)}dan {self.som(r.randrange(15, 90) * 1000)} oldi", f"{r.choice(_ISM)} {self.soat(r.randrange(8, 19))} gacha {r.choice(_JOY)}da boʻladi",
            f"dollar kursi {r.randrange(12_600, 13_200)} boʻlibdi", f"kecha {r.randrange(2, 9)} soat dastgohda oʻtirdim, belim ogʻriyapti",
            f"men {self.dt(r.randrange(0, 80))} Samarqandga ketaman, 2 kunga", f"{r.randrange(3, 12)} ta turist kelib, faqat rasmga tushib ketishdi 😅",
            f"poyezd bileti Toshkentga {self.som(r.randrange(12, 40) * 10_000)} ekan", f"telefonimni {self.som(r.randrange(15, 60) * 100_000)}ga sotaman, kim oladi"]))

    def photo(self) -> Said:
        r = self.rng
        d = self.kun(r.randrange(0, 90))
        return (self.typed(r.choice(["", "", "yangi naqsh 😍", "dastgohdan tushdi hozir", "Chorsuda bugun", "boʻyoqdan chiqdi", "qaysi biri chiroyli?",
                                     "чек", "abrband qilinyapti", "mijozning rasmi"])),
                media("photo", f"photo_{d:%Y-%m-%d}_{r.randrange(7, 23):02d}-{r.randrange(0, 60):02d}-{r.randrange(0, 60):02d}.jpg", "image/jpeg",
                      r.randrange(50_000, 3_000_000)))

    def boshqa(self) -> Said:
        r = self.rng
        d = self.kun(r.randrange(0, 90))
        stamp = f"{d:%d-%m-%Y}_{r.randrange(7, 23):02d}-{r.randrange(0, 60):02d}-{r.randrange(0, 60):02d}"
        kind = r.choice(["voice", "voice", "voice", "video", "round", "sticker", "sticker", "document"])
        if kind == "voice":
            return (r.choice(["", "", "", "yozishga vaqtim yoʻq", "eshitinglar"]), media("voice", f"audio_{r.randrange(1, 999)}@{stamp}.ogg", "audio/ogg",
                                                                                             r.randrange(6_000, 1_500_000)))
        if kind in ("video", "round"):
            return (r.choice(["", "dastgoh ishlayapti 🎥", "Chorsu hozir"]) if kind == "video" else "",
                    media("video", f"{'video' if kind == 'video' else 'round'}_{stamp}.mp4", "video/mp4", r.randrange(400_000, 30_000_000)))
        if kind == "sticker":
            return r.choice(["", "", "😂", "👍", "🙏"]), media("sticker", "sticker.webp", "image/webp", r.randrange(8_000, 80_000))
        name, text = r.choice([("Narxlar_2027.xlsx", "yangi narxlar"), ("Invoice_Korea.pdf", "invoys"), ("Shartnoma_Chorsu.docx", "ijara shartnomasi"),
                               ("katalog_atlas.pdf", "katalog, mijozlarga yuboringlar"), ("Otchet_noyabr.xlsx", "")])
        mime = {"pdf": "application/pdf", "xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
                "docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document"}[name.rsplit(".", 1)[1]]
        return text, media("document", name, mime, r.randrange(20_000, 3_000_000))

    def chatter(self) -> Said:
        r = self.rng
        makers: list[Any] = [
            (lambda: (self.typed(r.choice(_QISQA)), None)), (lambda: (self.orta(), None)), (lambda: (self.yolgon(), None)),
            (lambda: (self.zakazlar(), None)), (lambda: (self.narxlar(), None)), (lambda: (self.savdo(), None)), (lambda: (self.retsept(), None)),
            (lambda: (self.forward(), None)), (lambda: (_tilt(ramble(r, _BOBO, 5, ". "), r.choice(_STYLES)), None)),
            (lambda: (r.choice(_LINKS).format(k=code(r, 11), n=r.randrange(10**4, 10**7), m=r.randrange(100, 9999)), None)),
            (lambda: (f"{r.choice(_GREET)} {self.orta()}", None)), self.photo, self.boshqa]
        weights = [28, 32, 7, 1.3, 1.2, 1.5, 0.8, 2, 3.5, 2.5, 3, 7, 8]
        return r.choices(makers, weights)[0]()  # type: ignore[no-any-return]

    def wrap(self, text: str) -> str:
        r = self.rng
        return r.choice([f"{r.choice(_GREET)} {text}", f"{text}\n\n#eʼlon", f"📌 {text}", f"{ramble(r, _BOBO, 3, '. ')}. Yana bir gap: {text}",
                         f"bugungi gaplar:\n1) {text}\n2) {self.orta()}", f"{text}\niltimos hammaga yetkazinglar", f"{text} rahmat 🙏", f"‼️ {text}",
                         f"{text} 👆👆", f"{self.orta()}\n\n{text}"])


def generate(seed: int, chats: int, messages: int, ids: Ids | None = None, fact_share: float = 0.07) -> list[Chat]:
    return family_chats(NAME, seed, chats, ids, lambda rng, chat_id: _chat(rng, chat_id, messages, fact_share))


def _chat(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    a = _Atlas(rng)
    people = [str(rng.randrange(10**8, 7 * 10**9)) for _ in range(rng.randrange(8, 22))]

    # A workshop's day: busy from the morning prayer to the evening, the bazaar's replies in bursts, nights quiet.
    def gap() -> int:
        return rng.randrange(10, 2100) if rng.random() > 0.12 else rng.randrange(3 * 3600, 16 * 3600)

    voice = Voice(a.plant, a.chatter, a.wrap, 0.22, lambda: rng.choice(_BOT), 0.03, gap, (4, 34))
    return assemble(rng, chat_id, n, fact_share, NAME, people, voice)
