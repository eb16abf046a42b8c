"""The cayxana family: the WhatsApp group of a family tea house and its pastry kitchen in Sheki,
Azerbaijan, in Azerbaijani (Latin script, often typed without its letters) and Russian.

Written for batch 23 by a writer who did not read the summarizer, and run on no summarizer when
it was written: a held-out family. "Köhnə Karvan" is a tea house (çayxana) in the old town of
Şəki, below the Xan Sarayı, with a terrace under a plane tree, two samovars, a piti oven and a
pastry kitchen where the halva master makes Şəki halvası, şəkərbura and paxlava for the tourists.
Its group has the owner (Hacı Tofiq, "Hacı əmi", "ata" to his sons), his sons Elvin and Orxan,
the halva master (Kamran usta), the cooks, the waiters and the suppliers: the tea man from
Lənkəran, the nut man from Qax, the flour, sugar and wood people. They write Azerbaijani in
Latin script, half the time without its letters ("sabahiniz xeyir", "gelirem", "shekerbura",
"chay"), with Russian words ("davay", "ладно", "короче") and whole Russian messages from the
suppliers and the older cooks. Money is "45 AZN", "45 manat", "45₼", "1 manat 20 qəpik",
"1.20 AZN" and "45 манат"; dates "12 dekabr", "dekabrın 12-si", "12.12", "12.12.2026" and "12
декабря"; times "saat 9", "saat 9:30", "18:00", "axşam saat 7" and "в 10:00". The owner writes
long messages about the old days and the Soviet tea houses, the young write one word, an emoji,
a sticker or a voice note; pasted are the supplier order list, the day's cash report, the shift
schedule and the price list; forwarded are notices of the food safety agency and the town hall;
linked are Instagram, Google Maps, TripAdvisor, YouTube and Wolt. Its facts are said the tea
house's way ("ataynan danışdıq, samovarın yanacağı məsələsi həll olundu: palıd odunu ✅",
"anbarın açarı Nigar Əliyeva-da qalır"), some of them in Russian, a third of the Azerbaijani
ones typed without its letters (their probes the same way, so they still match).
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

NAME = "cayxana"
LANGUAGE = "az"
# Messages per chat by default: about 15,000 to 24,000 characters of history and about 18 facts.
MESSAGES = 300

_AY = {12: "dekabr", 1: "yanvar", 2: "fevral", 3: "mart"}
_AY_RU = {12: "декабря", 1: "января", 2: "февраля", 3: "марта"}
_HEFTE = ["bazar ertəsi", "çərşənbə axşamı", "çərşənbə", "cümə axşamı", "cümə", "şənbə", "bazar"]
# The ordinal ending of a day number ("12-si", "3-ü", "30-u").
_SONLUQ = {0: "u", 1: "i", 2: "si", 3: "ü", 4: "ü", 5: "i", 6: "sı", 7: "si", 8: "i", 9: "u"}
_ONLUQ = {1: "u", 2: "si", 3: "u"}

# The tea house's people as the chatter names them (never a fact's person), and its places.
_ADAM = ["Hacı əmi", "Elvin", "Orxan", "Kamran usta", "Zümrüd xala", "Aqil", "Səməd", "Nurlan", "Fuad", "Lalə", "Rövşən", "Mirzə dayı",
         "Sevda", "Cavid", "Tahir", "Şəlalə", "Ramiz", "Bəxtiyar"]
_YER = ["terasada", "mətbəxdə", "anbarda", "bazarda", "Xan Sarayının qabağında", "karvansarada", "kassada", "çinarın altında",
        "avtovağzalda", "Bakı yolunda", "qapının ağzında", "halva sexində"]

_CAYXANA = Wording(
    topics=[("yeni il gecəsinin menyusu", ["piti, plov və şəkərbura dəsti", "ancaq çay süfrəsi, mürəbbə və halva", "qutab, kabab və Şəki halvası"]),
            ("samovarın yanacağı", ["palıd odunu, Qaxdan", "meyvə ağacının odunu", "qazla işləyən yeni samovar"]),
            ("halva üçün fındıq", ["Qax fındığı, təmizlənmiş", "Zaqatala fındığı, qabıqlı alıb özümüz təmizləyək", "Gürcüstan fındığı, ucuz olduğuna görə"]),
            ("ofisiantların forması", ["qara jilet və ağ köynək", "milli naxışlı arxalıq", "çayxananın loqolu qırmızı önlük"]),
            ("bazar günü iş saatı", ["səhər 8-dən gecə 11-ə qədər", "günorta 12-dən açılırıq", "bazar günü bağlıyıq"]),
            ("turist qrupları üçün endirim", ["10 faiz endirim", "endirim yoxdur, pulsuz çay veririk", "15 nəfərdən yuxarı qrupa 5 faiz"]),
            ("çatdırılma xidməti", ["Wolt ilə işləyirik", "öz kuryerimiz, Orxanın mopedi", "hələlik çatdırılma yoxdur"]),
            ("pitinin qabları", ["köhnə saxsı qablar qalır", "yeni saxsı qablar Şəki ustasından", "metal qazan, saxsı ancaq süfrəyə"]),
            ("kassa aparatı", ["yeni onlayn kassa, Kapital Bankdan", "köhnə aparat qalır", "ancaq POS terminal, kassanı sonra alarıq"]),
            ("şəkərburanın qutusu", ["karton qutu, loqolu", "taxta qutu, turistlər üçün", "sadə sellofan paket"]),
            ("qış terasası", ["şüşə ilə bağlayırıq", "brezent çəkirik, soba qoyuruq", "bu qış terasa bağlı qalır"]),
            ("mürəbbə çeşidi", ["ağ gilas, qoz, zoğal", "əncir və heyva", "ancaq öz bişirdiyimiz feyxoa"])],
    decided=["ataynan danışdıq, {s} məsələsi həll olundu: {c} ✅", "Qərar verildi. {S} — {c}. Daha mübahisə yoxdur 😄",
             "ok razılaşdıq, {s}: {c}", "Hacı əmi son sözünü dedi: {s} -> {c}, vəssalam", "решили короче: {s} — {c}",
             "bele olsun da, {s} = {c}. hamı razıdır", "uşaqlar yekun belədir: {S} - {c} olacaq 👍",
             "dünənki yığıncaqda səs verdik, {s} üçün {c} qalib gəldi"],
    numbers=[("bir stəkan çayın qiyməti indi {q1} oldu, menyunu dəyişin", ("bir stəkan çayın qiyməti", "{q1}")),
             ("Şəki halvasının kilosu bu həftədən {m2}", ("halvasının kilosu", "{m2}")),
             ("piti porsiyası {m3}, turist menyusunda da eyni yazın", ("piti porsiyası", "{m3}")),
             ("fındıqçı Elşad bir kisə fındığa {m4} istəyir, bahadır", ("bir kisə fındığa", "{m4}")),
             ("dünən kassada {m5} yığıldı, pis deyil 💪", ("dünən kassada", "{m5}")),
             ("bayram gecəsi üçün {n1} nəfər yer bron edib", ("yer bron edib", "{n1} nəfər")),
             ("anbarda {n2} kisə şəkər qalıb, çox almayın", ("kisə şəkər qalıb", "{n2}")),
             ("ofisiantların gündəlik maaşı {m6} oldu, bahşiş ayrı", ("ofisiantların gündəlik maaşı", "{m6}")),
             ("işığın pulu bu ay {m7} gəlib 😳", ("işığın pulu bu ay", "{m7}")),
             ("Лимонный чай теперь {mr} за чайник, поменяйте в меню", ("Лимонный чай", "{mr}")),
             ("bir qutu şəkərbura {m8}, içində 12 ədəd", ("bir qutu şəkərbura", "{m8}")),
             ("Kamran usta bir sini halvaya {n4} yumurta sarısı işlədir", ("bir sini halvaya", "{n4} yumurta")),
             ("samovar üçün {n5} kubmetr odun gətirdilər", ("kubmetr odun gətirdilər", "{n5}"))],
    dates=[("Lənkəran çayının yeni partiyası {dt} gəlir", ("Lənkəran çayının yeni partiyası", "{dt}")),
           ("sanitariya yoxlaması {dt} olacaq, hər yer tər-təmiz olsun", ("sanitariya yoxlaması", "{dt}")),
           ("turist avtobusu {dy} {tm} gəlir, 40 nəfər, çay-şirniyyat", ("turist avtobusu", "{tm}")),
           ("işçi iclası {dy} {tm}, mətbəxdə, gecikməyin", ("işçi iclası", "{tm}")),
           ("vergi bəyannaməsinin son günü {nd}", ("vergi bəyannaməsinin", "{nd}")),
           ("Elvinin nişanı {dt}, çayxana həmin gün bağlıdır", ("Elvinin nişanı", "{dt}")),
           ("Поставщик сахара приедет {rd}, примите товар", ("Поставщик сахара", "{rd}")),
           ("qaz kəsiləcək {dt}, səhərdən axşama qədər, piti ocağını odunla yandırarıq", ("qaz kəsiləcək", "{dt}")),
           ("Bakıdan gələn blogerlər {dy} {tm} çəkiliş edəcək", ("Bakıdan gələn blogerlər", "{tm}")),
           ("samovar ustası {dt} gəlib kranı dəyişəcək", ("samovar ustası", "{dt}")),
           ("icarə haqqının son ödəniş günü: {nd}", ("icarə haqqının son ödəniş günü", "{nd}")),
           ("yeni ofisiant qızın sınaq günü {dy} {tm}", ("sınaq günü", "{tm}"))],
    people=["Nigar Əliyeva", "Ramil Hüseynov", "Səbinə Quliyeva", "Fərid Məmmədov", "Aynur Həsənova", "Tural Abbasov", "Günel Rzayeva",
            "Vüsal Nəsirov", "Elmar Qasımov", "Könül Bağırova", "Ülvi Cəfərov", "Samirə Orucova", "Kənan Zeynalov", "Pərvin Mustafayeva"],
    roles=[("bu gündən axşam növbəsinin kassası {p}-dədir", "axşam növbəsinin kassası"),
           ("yeni halvaçı şagird: {p}, Kamran ustanın yanında öyrənəcək", "halvaçı şagird"),
           ("təchizatçılarla danışıqları indi {p} aparır", "təchizatçılarla danışıqları"),
           ("instagram səhifəsinə {p} baxacaq, şəkilləri ona atın 📸", "instagram səhifəsinə"),
           ("anbarın açarı {p}-da qalır", "anbarın açarı"),
           ("Старший официант теперь {p}, все вопросы к нему", "Старший официант"),
           ("turist qruplarını qarşılayan {p} olacaq, ingiliscə bilir", "turist qruplarını qarşılayan"),
           ("piti ocağına {p} cavabdehdir, səhər 6-da gəlir", "piti ocağına"),
           ("mühasibatı {p} aparacaq, qaimələri ona verin", "mühasibatı"),
           ("gecə növbəsinin müdiri {p}, nə olsa ona zəng edin", "gecə növbəsinin müdiri"),
           ("bronlara {p} baxır, zəng gələndə ona yönləndirin", "bronlara"),
           ("{p} artıq şəkərbura sexinin başçısıdır", "şəkərbura sexinin başçısı")],
    tasks=["samovarın kranını dəyişdirmək", "terasadakı sınıq stulları ustaya aparmaq", "Lənkəran çayçısına qaimə göndərmək",
           "menyunu ingiliscəyə tərcümə etmək", "soyuducunun qapısındakı rezini dəyişmək", "Google Maps-də ünvanı düzəltmək",
           "qaz balonunu doldurtmaq", "halva sinilərini qalaylatmaq", "turistlər üçün Wi-Fi lövhəsi çap etdirmək",
           "kassa çeklərinin rulonunu almaq", "sanitar kitabçaları yeniləmək", "bazardan 20 kilo düyü unu gətirmək"],
    asked=["kim edə bilər: {a}? 🙏", "{a} — hələ heç kim götürməyib, kim boşdur?", "uşaqlar, {a} lazımdır, bu həftə içində",
           "ata tapşırıb: {a}. kim gedir?", "xatırladıram: {a} hələ qalıb 😩", "кто-нибудь может взять на себя: {a}? я сегодня в Баку",
           "{a} lazımdı, sabaha qədər olmasa Hacı əmi əsəbiləşəcək"],
    edits=[("Kapital Bank kartı, pulu bura atın: {x}", "Kapital Bank kartı, pulu bura atın: {y} (əvvəlkini səhv yazmışdım)", "Kapital Bank kartı", "card"),
           ("fındıqçı Elşadın nömrəsi: {x}", "fındıqçı Elşadın nömrəsi: {y} — düzəltdim, bu düzdür", "fındıqçı Elşadın nömrəsi", "tel"),
           ("çayxananın wifi parolu: {x}", "çayxananın wifi parolu: {y} sorry bir hərf səhv idi", "wifi parolu", "wifi"),
           ("Bakıdan gələn qonaqların bron kodu {x}", "Bakıdan gələn qonaqların bron kodu {y}, düzəliş", "qonaqların bron kodu", "code"),
           ("Номер машины с мукой: {x}", "Номер машины с мукой: {y}, ошибся", "Номер машины с мукой", "plate"),
           ("yeni menyunun linki: {x}", "yeni menyunun linki: {y} (köhnə link açılmırdı)", "yeni menyunun linki", "link"),
           ("anbarın kodlu qıfılı: {x}", "anbarın kodlu qıfılı: {y}, düzəltdim", "kodlu qıfıl", "pin"),
           ("Lənkəran çay fabrikinin qaiməsi № {x}", "Lənkəran çay fabrikinin qaiməsi № {y} — səhv yazmışam", "çay fabrikinin qaiməsi", "inv")],
    changes=[("sabahkı turist qrupu {x} gəlir", ["dəyişdi: sabahkı turist qrupu {y} gəlir", "bələdçi zəng etdi, sabahkı turist qrupu {y} olacaq"],
              "sabahkı turist qrupu", "hour"),
             ("halva ustasının bu ayki maaşı {x}", ["yenidən hesabladım, halva ustasının bu ayki maaşı {y}", "yox, səhv demişəm, halva ustasının bu ayki maaşı {y}"],
              "halva ustasının bu ayki maaşı", "man"),
             ("un maşını {x} gələcək", ["un maşını gecikir, {y} gələcək", "zəng etdilər, un maşını {y}"], "un maşını", "date"),
             ("ad günü məclisi {x}, 25 nəfər", ["sifarişçi dəyişdi, ad günü məclisi {y}", "ad günü məclisi {y}-ə keçdi"], "ad günü məclisi", "date"),
             ("piti ətini {x} alırıq, Mirzənin dükanından", ["qiymət qalxıb, piti ətini indi {y} alırıq", "Mirzə dedi ki, piti ətini {y} verəcək"],
              "piti ətini", "man"),
             ("mühasiblə görüş {x}", ["mühasiblə görüş {y} oldu, unutmayın", "dəyişiklik: mühasiblə görüş {y}"], "mühasiblə görüş", "hour"),
             ("Доставка сахара {x}", ["Поменялось: доставка сахара {y}", "Водитель позвонил, доставка сахара будет {y}"], "доставка сахара", "rdate"),
             ("yeni samovarın qiyməti {x} dedilər", ["usta zəng etdi, yeni samovarın qiyməti {y} olacaq", "yox, yeni samovarın qiyməti {y}"],
              "yeni samovarın qiyməti", "man")])

# The chatter.
_QISA = ["ok", "oldu", "hə", "he", "yox", "yo", "sağ ol", "sag ol", "çox sağ ol", "cox sag ol", "👍", "👍👍", "🙏", "🙏🙏", "😂😂", "🤣", "😄", "❤️", "🔥",
         "Sabahınız xeyir", "sabahiniz xeyir ☀️", "Axşamınız xeyir", "axshaminiz xeyir", "gəlirəm", "gelirem", "5 dəqiqəyə", "5 deqiqeye gelirem", "tamam",
         "ладно", "понял", "хорошо", "давай", "ага", "ok davay", "Allah razı olsun", "inşallah", "inshallah", "maşallah", "afərin", "aferin", "zəng elə",
         "zeng ele", "bilmirəm", "bilmirem", "hardasan?", "hardasan", "?", "??", "+", "++", "vallah", "ciddi?", "nə oldu?", "ne oldu", "ok qardaş", "gözəl",
         "əla", "ela", "yaxşı", "yaxshi", "başa düşdüm", "basha dushdum", "indi", "gəldim", "geldim", "çatdım", "hə hə", "ay sağ olasan", "mübarək olsun 🎉",
         "ad günün mübarək 🎂", "yolda", "yoldayam", "Salam", "salam", "Salam əleyküm", "salam aleykum", "əleyküm salam", "sağ olun", "короче", "ну да"]
_ORTA = ["{n} bu gün gəlmir, xəstələnib", "{w} çox adam var bu gün", "{n} telefonu niyə götürmürsən", "terasada külək var, stolları içəri yığın",
         "kim mənim qara gödəkcəmi götürüb", "bu gün turist çox idi, hamısı halva aldı", "samovar yenə səs salır", "işıq getdi yenə 😤", "{n} zəng elə mənə",
         "kassada xırda pul yoxdur, kim dəyişə bilər", "{w} maşın qoymaq olmur, polis cərimə yazır", "bu gün piti çox tez qurtardı", "bir alman qrup gəlib, ingiliscə kim bilir",
         "şəkər qurtarır, bazara gedən var", "hava soyuyub, sobanı yandırın", "mətbəxdə su axır yenə", "bu gün Xan Sarayına çox turist gəlib", "kim qalır bağlamağa",
         "stəkanlar çatmır, yenə sındırıblar", "yağış yağır, yuxarını bağlayın", "{n} gözləyirik səni", "{n} haradasan, qonaqlar gözləyir", "limon qurtarıb",
         "kim {w} idi, mənim telefonumu görmüsüz?", "{n} sağ ol, bu gün əla işlədin", "bu gün kassada çox xırda var", "{w} it girib, çıxarın onu 😂",
         "bu halva bu gün bir az şirin alınıb deyəsən", "{n} axşama qalırsan?", "qonşu çayxana yenə qiyməti endirib", "Xan Sarayı bu gün bağlıdı, turist az olacaq",
         "kim bilir usta nə vaxt gələcək", "qəndlər hardadır, tapa bilmirəm", "{n} mənə bir stəkan çay gətir 😄", "bu gün çox yoruldum vallah",
         "o rus turistlər yenə gəldilər, çox bəyəniblər", "{n} maşını qapının qabağından çək", "TripAdvisor-da yenə bir yaxşı rəy yazıblar 👍",
         "mürəbbə bankaları boşdur, yenisini açın", "{w} kimsə var?", "qış gəldi, turist azalacaq", "bu il qar tez yağdı"]
_SUAL = {"kim", "kimsə", "hardasan", "haradasan", "nə", "ne", "niyə", "niye", "bu"}
_RUS = ["Доброе утро всем ☀️", "Сегодня кто закрывает?", "Я в Баку до пятницы, звоните если что", "Сахар кончается, надо заказать",
        "Ребята, не забывайте выключать свет в подсобке", "Кто взял ключи от склада?", "Туристы спрашивают халву без сахара, есть такое?",
        "Спасибо всем за работу сегодня 👍", "Опять свет отключили", "Поздравляю!! 🎉", "Машина сломалась, опоздаю на час",
        "Короче, я завтра не смогу, у меня свадьба у брата", "Чай вчерашний не наливайте гостям, выливайте", "Кто-нибудь видел мою зарядку?",
        "Оплату получил, спасибо", "Завтра дождь обещают", "Хорошо, понял, сделаю", "Ну вы даёте 😂"]
_GENC = ["bro bu gun cox adam var", "kim gelir futbola axsham", "mene de chay saxlayin", "yoruldum ee", "sabah gelmirem imtahanim var",
         "instada video qoydum baxin", "ala bu ne idi 😂😂", "tez gelin", "ne vaxt bagliyiriq bu gun", "telefonum oturdu, zaryadka var?",
         "bu mahni kimindi kafede oxuyan", "men cixdim", "Orxan haradasan 😂", "wifi yene ishlemir", "ay bu qarishiqliq ne idi"]
_HACI = ["Əziz övladlarım, hamınıza salam", "bu çayxananı atam 1974-cü ildə açıb, o vaxt Sovet vaxtı idi", "onda bir stəkan çay 5 qəpik idi, indi deyəndə uşaqlar gülür",
         "atam deyərdi ki, çayxananın namusu çaydır, çay pis olsa qonaq bir də gəlməz", "samovarı heç vaxt söndürməyin, səhərdən axşama qaynasın",
         "qonağa hörmət etmək bizim adətimizdir, turist də olsa, qonşu da olsa", "indiki gənclər telefondan başlarını qaldırmırlar",
         "mən sizin yaşınızda gecə yarısına qədər işləyirdim, şikayət etmirdim", "halvanın sirri rişdədədir, onu Kamran usta bilir, başqası yox",
         "pul hər şey deyil, ad-san lazımdır", "Şəkinin halvasını bütün dünya tanıyır, bizim adımızı batırmayın", "uzun yazdım, bağışlayın",
         "nəvəm öyrətdi bu vatsapı", "Allah hamınızı qorusun", "sabah hamı vaxtında gəlsin, vəssalam"]
_RESMI = ["↪️ Yönləndirilmiş mesaj\nAZƏRBAYCAN QİDA TƏHLÜKƏSİZLİYİ AGENTLİYİ\nŞəki regional bölməsi",
          "Hörmətli sahibkarlar, ictimai iaşə obyektlərində sanitar-gigiyenik qaydalara əməl olunması mütləqdir.",
          "Bütün işçilərin etibarlı sanitar kitabçası olmalıdır.",
          "Qida məhsullarının saxlanma temperaturuna ciddi nəzarət edilməlidir.",
          "Qış mövsümündə qaz avadanlıqlarından istifadə zamanı təhlükəsizlik qaydalarına riayət edin.",
          "Turizm mövsümü ərzində qiymət siyahıları görünən yerdən asılmalıdır.",
          "Qaydaların pozulması inzibati məsuliyyətə səbəb olur.",
          "Hörmətlə,\nAQTA Şəki regional bölməsi"]
_ELAN = ("📢 DİQQƏT! Hacı əmidən: iş vaxtı telefonla oturmaq olmaz, qonaq gələndə ayağa qalxın, samovarın suyunu hər səhər dəyişin, "
         "kassanı bağlayanda pulu iki dəfə sayın, stəkanları isti suyla yuyun. Kim qaydanı pozsa, maaşdan tutulacaq. Sağ olun hamınıza 🙏")
_SALAM = "Salam əleyküm hamıya 🙏 Sabahınız xeyir, Köhnə Karvan ailəsi ☕"
_LINK = ["https://www.instagram.com/p/{k}/ bizim halvanın şəkli, paylaşın 😍", "https://maps.app.goo.gl/{k} yeni işçilər üçün ünvan",
         "https://www.tripadvisor.com/ShowUserReviews-g{n}-r{m} baxın nə yazıblar 👍", "https://youtu.be/{k} Şəki halvası necə bişirilir, bizi də göstərirlər",
         "https://wolt.com/az/aze/sheki/restaurant/{k} bizim səhifə", "https://www.instagram.com/reel/{k}/ 😂😂😂 Orxan yenə",
         "https://www.youtube.com/watch?v={k} köhnə Şəki, 1980-ci illər", "https://t.me/shekixeber/{n} Şəkidə yollar bağlanır"]
_BOT = ["Qeyd etdim ✍️", "Yadda saxladım.", "Səsli mesajı eşidə bilmirəm, yazı ilə yazarsınız? 🙏", "Tarixə yaxın xatırladaram.", "Oldu, qeyd olundu."]
_MAL = ["şəkər", "düyü unu", "fındıq", "Lənkəran çayı", "limon", "qənd", "zəfəran", "yumurta", "kərə yağı", "qoz", "bal", "mərcimək", "noxud", "quzu əti", "odun"]
_QIYMET = {"Çay (çaynik)": (4, 9), "Piti": (7, 14), "Şəki halvası (1 kq)": (12, 30), "Şəkərbura (ədəd)": (1, 3), "Paxlava (ədəd)": (1, 4),
           "Qutab": (1, 3), "Mürəbbə": (2, 5), "Limonlu çay": (5, 10), "Kətə": (2, 5), "Dolma": (6, 12), "Ayran": (1, 3), "Çay dəsti (4 nəfər)": (15, 30)}
_SUPPLIER = ["Elşad (fındıq)", "Lənkəran çay", "Mirzə (ət)", "Qəbələ un", "bazar", "Metro Bakı", "Qax odun"]

# A phone that types Azerbaijani without its own letters.
_LATIN = str.maketrans({"ə": "e", "Ə": "E", "ğ": "g", "Ğ": "G", "ı": "i", "İ": "I", "ş": "sh", "Ş": "Sh", "ç": "ch", "Ç": "Ch", "ö": "o", "Ö": "O",
                        "ü": "u", "Ü": "U"})


def _sade(text: str) -> str:
    """`text` typed without the Azerbaijani letters."""
    return text.translate(_LATIN)


class _Cayxana:
    """One chat's draws and the tea house's ways of talking."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.p = Planter(rng, _CAYXANA, self.slot, self.value)

    def plant(self, kind: str) -> Planted:
        """A fact as the planter words it, a third of the time without the Azerbaijani letters
        (its probe and stale strings the same way), now and then in lower case."""
        p = self.p(kind)
        if p is None:
            return p
        text, probe, newer = p
        if self.rng.random() < 0.33:
            text, probe = _sade(text), tuple(_sade(x) for x in probe)
            newer = (_sade(newer[0]), tuple(_sade(x) for x in newer[1])) if newer else None
        if self.rng.random() < 0.12:
            text = text.lower()
        return text, probe, newer

    # -- formats ----------------------------------------------------------------------------

    def manat(self, n: int) -> str:
        """Manat: "45 AZN", "45 manat", "45₼", "45 ₼", "1 250 AZN"."""
        big = grouped(n, " ")
        return self.rng.choice([f"{big} AZN", f"{big} manat", f"{n}₼", f"{big} ₼", f"{n} azn", f"{n} man", f"{big} AZN"])

    def qepik(self, q: int) -> str:
        """A small price in qəpik: "1 manat 20 qəpik", "1.20 AZN", "1,20 ₼", "80 qəpik"."""
        m, k = divmod(q, 100)
        ways = [f"{m}.{k:02d} AZN", f"{m},{k:02d} ₼", f"{m}.{k:02d} manat"]
        ways.append(f"{m} manat {k} qəpik" if m else f"{k} qəpik")
        return self.rng.choice(ways)

    def rubl(self, n: int) -> str:
        return self.rng.choice([f"{n} манат", f"{n} AZN", f"{n}₼", f"{n} ман."])

    def gun(self, n: int) -> date:
        return date(2026, 12, 1) + timedelta(days=n)

    def tarix(self, n: int) -> str:
        """A date: "12 dekabr", "dekabrın 12-si", "12.12", "12 dekabr, şənbə"."""
        d = self.gun(n)
        ay = _AY[d.month]
        son = _ONLUQ[d.day // 10] if d.day % 10 == 0 else _SONLUQ[d.day % 10]
        return self.rng.choice([f"{d.day} {ay}", f"{ay}ın {d.day}-{son}", f"{d.day:02d}.{d.month:02d}", f"{d.day} {ay}, {_HEFTE[d.weekday()]}",
                                f"{d.day} {ay}da", f"{d.day:02d}.{d.month:02d}.{d.year}"])

    def rtarix(self, n: int) -> str:
        """A date in Russian: "12 декабря", "12.12"."""
        d = self.gun(n)
        return self.rng.choice([f"{d.day} {_AY_RU[d.month]}", f"{d.day:02d}.{d.month:02d}", f"{d.day} {_AY_RU[d.month]}, с утра"])

    def son(self, n: int) -> str:
        """A deadline: "15.01.2027", "15 yanvar 2027"."""
        d = self.gun(n)
        return self.rng.choice([f"{d.day:02d}.{d.month:02d}.{d.year}", f"{d.day} {_AY[d.month]} {d.year}", f"{d.year}-{d.month:02d}-{d.day:02d}"])

    def saat(self, h: int, mi: int = 0) -> str:
        """A time: "saat 9", "saat 9:30", "18:00", "axşam saat 7"."""
        r = self.rng
        h12 = h - 12 if h > 12 else h
        part = "səhər" if h < 12 else ("günorta" if h < 17 else "axşam")
        if mi:
            return r.choice([f"saat {h}:{mi:02d}", f"{h}:{mi:02d}", f"{part} saat {h12}:{mi:02d}", f"{h}:{mi:02d}-da", f"saat {h} yarımda"])
        return r.choice([f"saat {h}", f"{h}:00", f"saat {h}:00", f"{part} saat {h12}", f"{part} {h12}-də" if h12 in (7, 8, 11, 12) else f"saat {h}:00-da"])

    # -- the facts' values ------------------------------------------------------------------

    def slot(self, k: str) -> str:
        r, f = self.rng, self.p.fresh

        def tm() -> str:
            h, half = divmod(f("h", 16, 44), 2)
            return self.saat(h, 30 if half else 0)

        slots: dict[str, Callable[[], str]] = {
            "q1": lambda: self.qepik(f("q1", 6, 40) * 10), "m2": lambda: self.manat(f("m2", 8, 40)), "m3": lambda: self.manat(f("m3", 5, 18)),
            "m4": lambda: self.manat(f("m4", 12, 60) * 5), "m5": lambda: self.manat(f("m5", 30, 250) * 10 + r.choice([0, 5])),
            "n1": lambda: str(f("n1", 20, 95)), "n2": lambda: str(f("n2", 3, 30)), "m6": lambda: self.manat(f("m6", 15, 45)),
            "m7": lambda: self.manat(f("m7", 12, 90) * 5), "mr": lambda: self.rubl(f("mr", 3, 15)), "m8": lambda: self.manat(f("m8", 6, 30)),
            "n4": lambda: str(f("n4", 15, 60)), "n5": lambda: str(f("n5", 3, 15)),
            "dt": lambda: self.tarix(f("d", 3, 80)), "nd": lambda: self.son(f("d", 3, 80)), "rd": lambda: self.rtarix(f("d", 3, 80)), "tm": tm,
            "dy": lambda: r.choice(["sabah", "birisi gün", "bu şənbə", "bazar ertəsi", "cümə günü", "bu axşam", "gələn çərşənbə", "cümə axşamı"])}
        return slots[k]()

    def value(self, kind: str) -> str | None:
        r, f = self.rng, self.p.fresh

        def tel() -> str:
            op, a, b, c = r.choice(["50", "51", "55", "70", "77", "99", "10"]), r.randrange(100, 1000), r.randrange(10, 100), r.randrange(10, 100)
            return r.choice([f"+994 {op} {a} {b} {c}", f"0{op} {a} {b} {c}", f"0{op}{a}{b}{c}", f"(0{op}) {a}-{b}-{c}"])

        def card() -> str:
            return " ".join([r.choice(["4169", "4098", "5103", "4127"])] + [f"{r.randrange(0, 10000):04d}" for _ in range(3)])

        def hour() -> str:
            h, half = divmod(f("hour", 16, 44), 2)
            return self.saat(h, 30 if half else 0)

        def plate() -> str:
            return f"{r.choice(['57', '10', '90', '77', '99'])}-{code(r, 2, 'ABCDEFGHJKLMNPRSTUVXYZ')}-{r.randrange(100, 1000)}"

        draws: dict[str, Callable[[], str]] = {
            "card": card, "tel": tel, "pin": lambda: str(r.randrange(1000, 10000)),
            "wifi": lambda: r.choice([f"KohneKarvan{r.randrange(100, 10000)}", f"sheki_{code(r, 5)}", f"cayxana@{r.randrange(1000, 100000)}"]),
            "code": lambda: f"{r.choice(['KK', 'BR', 'SH'])}-{code(r, 6, '23456789ABCDEFGHJKMNPQRSTUVWXYZ')}",
            "plate": plate, "link": lambda: r.choice([f"https://qr.menu/{code(r, 8)}", f"https://bit.ly/{code(r, 7)}", f"https://drive.google.com/file/d/{code(r, 20)}"]),
            "inv": lambda: f"{r.randrange(10, 100)}/{r.randrange(1000, 100000)}", "hour": hour, "man": lambda: self.manat(f("manx", 20, 400) * 5),
            "date": lambda: self.tarix(f("d", 3, 80)), "rdate": lambda: self.rtarix(f("d", 3, 80))}
        return self.p.apart(draws[kind]) if kind in draws else None

    # -- chatter ----------------------------------------------------------------------------

    def orta(self) -> str:
        r = self.rng
        said = r.choice(_ORTA).format(n=r.choice(_ADAM), w=r.choice(_YER))
        if r.random() < 0.15:
            more = r.choice([x for x in _ORTA if x != said]).format(n=r.choice(_ADAM), w=r.choice(_YER))
            said += r.choice([". ", " bir də ", ", sonra da "]) + more[0].lower() + more[1:]
        if r.random() < 0.5:
            said = _sade(said)
        if r.random() < 0.08:  # a typo: two letters swapped
            i = r.randrange(1, max(2, len(said) - 2))
            said = said[:i] + said[i + 1] + said[i] + said[i + 2:] if i + 1 < len(said) else said
        return tidied(r, said, 0.35, _SUAL, [".", "!", " 🙏", "...", " 😄", "", " ☕"])

    def sifaris(self) -> str:
        """The supplier order list."""
        r = self.rng
        rows = [f"- {m}: {r.randrange(2, 60)} {r.choice(['kq', 'kisə', 'qutu', 'ədəd'])} ({r.choice(_SUPPLIER)})" for m in r.sample(_MAL, r.randrange(4, 9))]
        return r.choice(["SİFARİŞ SİYAHISI", "sifariş (həftəlik)", "Заказ на неделю", "alınacaqlar:"]) + "\n" + "\n".join(rows) + r.choice(
            ["", "\nhamısı cümə axşamına qədər", "\npulu kassadan götürün", "\nçek gətirməyi unutmayın!!"])

    def hesabat(self) -> str:
        """The day's cash report."""
        r = self.rng
        d = self.gun(r.randrange(-5, 80))
        nagd, kart, xerc = r.randrange(200, 1500), r.randrange(50, 900), r.randrange(20, 400)
        return (f"Kassa hesabatı {d:%d.%m}\nNağd: {nagd} AZN\nKart: {kart} AZN\nXərc: {xerc} AZN ({r.choice(_MAL)})\nQalıq: {nagd + kart - xerc} AZN"
                + r.choice(["", "\nçeklər qovluqdadır", "\nkassanı Orxan bağladı", "\n✅"]))

    def novbe(self) -> str:
        """The week's shift schedule."""
        r = self.rng
        rows = [f"{g}: {', '.join(r.sample(_ADAM, 3))}" for g in _HEFTE]
        return r.choice(["NÖVBƏ CƏDVƏLİ", "növbələr bu həftə", "График на неделю"]) + "\n" + "\n".join(rows)

    def menyu(self) -> str:
        """The price list, as it is pasted for a printer or a tourist site."""
        r = self.rng
        items = r.sample(list(_QIYMET), r.randrange(5, 9))
        return r.choice(["MENYU 2027 (qaralama)", "qiymətlər:", "Меню"]) + "\n" + "\n".join(
            f"{i} — {r.randrange(*_QIYMET[i])} AZN" for i in items)

    def yalan(self) -> str:
        """Chatter with numbers, dates and times that plants nothing."""
        r = self.rng
        return r.choice([f"taksi avtovağzaldan {self.manat(r.randrange(3, 9))} aldı, dəlidir", f"mən {self.tarix(r.randrange(0, 80))} Bakıya gedirəm, 2 günlük",
                         f"{r.choice(_ADAM)} {self.saat(r.randrange(8, 22))} gələcək deyir", f"bazarda pomidor {self.manat(r.randrange(2, 6))} olub",
                         f"qızımın ad günü {self.tarix(r.randrange(0, 80))}, hamınızı dəvət edirəm 🎂", f"dünən {r.randrange(30, 200)} stəkan çay satdıq deyəsən",
                         f"telefonumu {self.manat(r.randrange(150, 900))} satıram, alan var?", f"bu gün {r.randrange(2, 12)} dərəcə şaxta var",
                         f"avtobus Bakıdan {self.saat(r.randrange(6, 20))} çıxır", f"{r.randrange(2, 6)} turist fransızca danışırdı, heç nə başa düşmədim 😂",
                         f"в прошлом году в это время было {r.randrange(5, 40)} туристов в день", f"kinoya {self.saat(r.randrange(18, 22))} gedirik kim gəlir"])

    def sekil(self) -> Said:
        r = self.rng
        d = self.gun(r.randrange(-5, 80))
        return (r.choice(["", "", "bugünkü halva 😍", "terasa qarlı ❄️", "baxın nə gəlib", "qaimə", "çek", "samovar", "qonaqlar razı qaldı 👍",
                          "yeni stəkanlar", "Xan Sarayı bu səhər"]),
                media("photo", f"IMG-{d:%Y%m%d}-WA{r.randrange(0, 9999):04d}.jpg", "image/jpeg", r.randrange(60_000, 4_000_000)))

    def diger(self) -> Said:
        r = self.rng
        d = self.gun(r.randrange(-5, 80))
        kind = r.choice(["video", "voice", "voice", "voice", "sticker", "sticker", "document"])
        if kind == "video":
            return (r.choice(["", "Kamran usta rişdə tökür 🔥", "turistlər oynayır 😂", "qar yağır"]),
                    media("video", f"VID-{d:%Y%m%d}-WA{r.randrange(0, 9999):04d}.mp4", "video/mp4", r.randrange(900_000, 40_000_000)))
        if kind == "voice":
            return (r.choice(["", "", "sükan arxasındayam, səsli yazdım", "qulaq as", "послушай"]),
                    media("voice", f"PTT-{d:%Y%m%d}-WA{r.randrange(0, 9999):04d}.opus", "audio/ogg", r.randrange(8_000, 1_200_000)))
        if kind == "sticker":
            return "", media("sticker", f"STK-{d:%Y%m%d}-WA{r.randrange(0, 9999):04d}.webp", "image/webp", r.randrange(8_000, 90_000))
        name, text = r.choice([("Menyu_2027.pdf", "çapa verin"), ("Qaime_Lenkeran.pdf", ""), ("Novbe_dekabr.xlsx", "baxın"),
                               ("AQTA_qaydalar.pdf", "hamı oxusun"), ("Sifaris_siyahisi.xlsx", "")])
        mime = "application/pdf" if name.endswith("pdf") else "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        return text, media("document", name, mime, r.randrange(30_000, 2_500_000))

    def chatter(self) -> Said:
        r = self.rng
        makers: list[Any] = [
            (lambda: (r.choice(_QISA), None)), (lambda: (self.orta(), None)), (lambda: (r.choice(_RUS), None)), (lambda: (r.choice(_GENC), None)),
            (lambda: (self.sifaris(), None)), (lambda: (self.hesabat(), None)), (lambda: (self.novbe(), None)), (lambda: (self.menyu(), None)),
            (lambda: (ramble(r, _HACI, 5, " "), None)), (lambda: (letter(r, _RESMI, sep="\n"), None)), (lambda: (_ELAN, None)),
            (lambda: (r.choice(_LINK).format(k=code(r, 11), n=r.randrange(10**5, 10**7), m=r.randrange(10**8, 10**9)), None)),
            (lambda: (f"{_SALAM} {self.orta()}", None)), (lambda: (self.yalan(), None)), self.sekil, self.diger]
        weights = [26, 30, 7, 6, 2, 2, 1.3, 1.3, 5, 2, 2, 2.5, 2.5, 7, 6, 6]
        return r.choices(makers, weights)[0]()  # type: ignore[no-any-return]

    def wrap(self, text: str) -> str:
        r = self.rng
        return r.choice([f"{_SALAM} {text}", f"{text}\n\n{_ELAN}", f"{ramble(r, _HACI, 3, ' ')} bir də, {text}",
                         f"bugünkü məsələlər:\n1. {text}\n2. {self.orta()}", f"{text} 🙏", f"{text}\n— Hacı Tofiq", f"VACİB!!! {text}",
                         f"{text}\nqrupda olmayanlara da deyin", f"📌 {text}", f"{text} sağ olun", f"Короче {text}"])


def generate(seed: int, chats: int, messages: int, ids: Ids | None = None, fact_share: float = 0.07) -> list[Chat]:
    return family_chats(NAME, seed, chats, ids, lambda rng, chat_id: _chat(rng, chat_id, messages, fact_share))


def _chat(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    c = _Cayxana(rng)
    people = [f"994{rng.choice(['50', '51', '55', '70', '77', '99', '10'])}{rng.randrange(10**6, 10**7)}" for _ in range(rng.randrange(8, 22))]

    # A tea house in winter: a busy morning and evening, quiet afternoons, silent nights.
    def gap() -> int:
        return rng.randrange(20, 2100) if rng.random() > 0.1 else rng.randrange(3 * 3600, 14 * 3600)

    voice = Voice(c.plant, c.chatter, c.wrap, 0.25, lambda: rng.choice(_BOT), 0.03, gap, (4, 36))
    return assemble(rng, chat_id, n, fact_share, NAME, people, voice)
