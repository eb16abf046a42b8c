"""The sklad family: the Telegram group of a volunteer aid warehouse in Lviv that takes in and hands out donations, in Ukrainian.

Written for batch 7, after kor, fuvar and penjualan (batch 6) were measured once (with
extractive-v6) and joined the tuning set, and run on no version of the summarizer when it was
committed: a held-out family. The coordinator writes structured messages with emoji bullets and
"❗️" ("Друзі, привіт! 💙💛", "Підсумки тижня:", "Разом ми сила! Ваша Оля"); the students write
lower case without a full stop, some from a phone without a Ukrainian layout, in Latin letters
("pryvit vsim, budu pislia 18", "de kliuchi vid pidvalu"); the drivers and the older volunteers
write the Russian-influenced way ("щас буду", "канєшно", "шо там з машиною", "ну ладно",
"короче"), and a pensioner who comes every Thursday writes one long paragraph with no
punctuation at all. The same reminder about badges and the stock table is posted again and again,
"Всім привіт! 👋" opens many a message and "Дякуємо всім, хто долучився! 💙💛" closes many more;
now and then an air-raid alert closes the warehouse and its all-clear opens it again. Pasted into
the chat: the stock table (category, quantity, unit), Nova Poshta waybills and their status, the
shift rota, the list of what is needed and what is not taken, the registration bot's JSON export,
a fund's channel post forwarded, the monobank jar's top-ups; links to the jar, Google Sheets,
Nova Poshta tracking, Telegram channels, Instagram and Google Maps; photos of pallets and of the
queue, waybills as PDF, voice notes from the van. Money is "1 500 грн", "12 500 грн" and "300
hrn", times "о 10:00", "з 9:00" and "до 17:30", dates "пт 14.06" and "14 червня". Its facts are
said the warehouse's way ("❗️Рішення координаторів: видача для переселенців — тільки за записом
через бот", "За логістику й буси відповідає Богдан Кравчук").
"""

from __future__ import annotations

import random
from collections.abc import Callable

from .common import Chat, Ids, Planted, Pools, Said, Voice, assemble, code, grouped, superseded

NAME = "sklad"
LANGUAGE = "uk"
# Messages per chat by default: about 18,000 to 25,000 characters of history and about 20 facts.
MESSAGES = 430

_MISIATSI = ["січня", "лютого", "березня", "квітня", "травня", "червня", "липня", "серпня", "вересня", "жовтня", "листопада", "грудня"]
_DK = ["пн", "вт", "ср", "чт", "пт", "сб", "нд"]
_DV = ["в понеділок", "у вівторок", "в середу", "в четвер", "в п'ятницю", "в суботу", "в неділю"]
# Volunteers as the chatter names them (never a fact's person).
_VOLONTERY = ["Оля", "Денис", "Софійка", "Максим", "Ліза", "Вітя", "Даринка", "Іван", "Настя", "Петро", "Уляна"]
_KATEHORII = ["Крупи", "Консерви", "Олія", "Макарони", "Вода 1,5 л", "Підгузки 5", "Серветки вологі", "Зубна паста", "Мило", "Дитяче пюре",
              "Ковдри", "Спальники", "Павербанки", "Ліхтарики"]
_MISTA = ["Маріуполь", "Бахмут", "Херсон", "Харків", "Ірпінь", "Краматорськ", "Запоріжжя", "Нікополь"]

# Decisions: (the subject, as said and probed, what it may be settled on).
_TEMY = [("видача для переселенців", ["по вівторках і четвергах", "тільки за записом через бот", "щодня з 10 до 14"]),
         ("формат продуктових наборів", ["набір на тиждень на сім'ю", "окремо крупи й консерви", "стандартний, як у ЮНІСЕФ"]),
         ("збір на генератор", ["через монобанку", "через рахунок фонду", "закриваємо, вже вистачило"]),
         ("поїздка на Харківщину", ["наступного тижня, двома бусами", "після Великодня", "разом з фондом «Світанок»"]),
         ("облік на складі", ["Google-таблиця, як і раніше", "новий бот у Телеграмі", "паперовий журнал + фото"]),
         ("прийом одягу", ["тільки новий або чистий сезонний", "призупиняємо до весни", "лише дитячий"]),
         ("чергування у вихідні", ["по двоє, змінами по 4 години", "тільки координатори", "за графіком у таблиці"]),
         ("новий склад", ["ангар на Городоцькій", "підвал школи №45", "лишаємось тут до літа"])]
_RISHENNIA = ["Вирішили: {s} — {c}.", "Домовились, {s}: {c} ✅", "по {s} короче так: {c}", "{S} буде {c}. Дякую всім за ідеї!",
              "За результатами голосування {s} — {c} 🗳", "❗️Рішення координаторів: {s} — {c}"]

# Numbers and dates: (text, probe); each template, with its own subject, once a chat.
_CHYSLA = [("Сьогодні видали {nab} продуктових наборів 💪", ("Сьогодні видали", "{nab} продуктових наборів")),
           ("На банку на генератор зібрали вже {tgrn} грн", ("На банку на генератор", "{tgrn} грн")),
           ("Пальне для буса на поїздку — {grn} грн, чеки в мене", ("Пальне для буса", "{grn} грн")),
           ("На складі лишилось {pal} палет води", ("палет води", "{pal} палет")),
           ("Підгузків розміру 4 лишилось {up} упаковок", ("Підгузків розміру 4", "{up} упаковок")),
           ("Оренда складу обходиться в {tgrn} грн на місяць", ("Оренда складу", "{tgrn} грн")),
           ("zaraz u nas {vol} volonteriv u grafiku", ("volonteriv u grafiku", "{vol} volonteriv")),
           ("Польські друзі передали {kg} кг дитячого харчування 🇵🇱", ("дитячого харчування", "{kg} кг")),
           ("За тиждень зареєструвалось {rod} нових родин", ("нових родин", "{rod} нових родин")),
           ("Гігієнічних наборів зібрали {gig} шт., дякую школі №12", ("Гігієнічних наборів", "{gig} шт"))]
_DATY = [("Бус на Харків виїжджає {dk} {dm} о {hh}:{mi}", ("Бус на Харків", "{dm}")),
         ("Розвантаження фури з Польщі — завтра о {hh}:{mi}, потрібні сильні руки", ("Розвантаження фури", "о {hh}:{mi}")),
         ("Видача для ВПО цього тижня {dv} з {hh}:00", ("Видача для ВПО", "з {hh}:00")),
         ("Інвентаризація буде {d} {mis}, всіх прошу прийти", ("Інвентаризація буде", "{d} {mis}")),
         ("Збори волонтерів — {dk} {dm} о {hh}:{mi} в кав'ярні навпроти", ("Збори волонтерів", "{dm}")),
         ("dedlain po zvitu dlia fondu — {dm}", ("po zvitu dlia fondu", "{dm}")),
         ("Ярмарок для збору коштів буде {d} {mis} на площі Ринок", ("Ярмарок для збору коштів", "{d} {mis}")),
         ("Навчання з першої допомоги для волонтерів — {dv} о {hh}:{mi}", ("Навчання з першої допомоги", "о {hh}:{mi}")),
         ("Машина від Червоного Хреста приїде до {hh}:{mi}", ("Машина від Червоного Хреста", "до {hh}:{mi}"))]

_LIUDY = ["Оксана Мельник", "Андрій Бондаренко", "Ірина Коваль", "Тарас Шевчук", "Наталія Ткаченко", "Богдан Кравчук", "Юлія Мороз",
          "Олег Лисенко", "Марта Гнатюк", "Василь Савчук", "Соломія Дмитрук", "Назар Олійник", "Катерина Поліщук", "Роман Климко"]
_ROLI = [("Прийом донатів речами тепер координує {p}", "Прийом донатів речами"),
         ("За логістику й буси відповідає {p}", "За логістику й буси"),
         ("Контакт із фондом «Світанок» — {p}", "Контакт із фондом"),
         ("Чеки й звіти збирає {p}, кидайте все в особисті", "Чеки й звіти збирає"),
         ("Телеграм-бот для запису налаштовує {p}", "бот для запису"),
         ("Ключі від складу має {p}", "Ключі від складу має"),
         ("Зміною в суботу керує {p}", "Зміною в суботу керує"),
         ("Соцмережі складу веде {p} 📸", "Соцмережі складу веде")]
_ZAVDANNIA = ["забрати коробки з Нової пошти на Личаківській", "розсортувати дитячий одяг по розмірах", "відвезти ліки в госпіталь на Мечникова",
              "заклеїти коробки для відправки на Херсон", "оновити залишки в таблиці", "знайти бус на суботу", "зробити фотозвіт для донорів",
              "привезти скотч і маркери", "поміняти лампу в підвалі", "подзвонити в ОСББ щодо розвантаження", "написати пост про збір в Instagram",
              "перекласти лист польським донорам"]
_PROKHANNIA = ["Хто може {a}? 🙏", "Шукаємо когось, хто зможе {a}", "Терміново треба {a}, хто вільний?", "досі ніхто не взявся {a}!!",
               "хтось може {a}? я сьогодні не встигаю", "❗️Потрібна допомога: треба {a}."]

# Corrected by an edit: (first text, edited text, subject, kind of value).
_VYPRAVLENNIA = [("Код від дверей складу: {x}", "Код від дверей складу: {y}", "Код від дверей складу", "kod"),
                 ("Номер картки для донатів: {x}", "Номер картки для донатів: {y} (сорі, помилилась)", "картки для донатів", "karta"),
                 ("Телефон водія буса: {x}", "Телефон водія буса: {y}, краще пишіть у Телеграм", "Телефон водія буса", "tel"),
                 ("Посилання на таблицю залишків: {x}", "Посилання на таблицю залишків: {y}", "таблицю залишків", "link"),
                 ("Відділення Нової пошти для посилок: {x}", "Відділення Нової пошти для посилок: {y}", "Відділення Нової пошти для посилок", "np"),
                 ("parol vid wifi na skladi: {x}", "parol vid wifi na skladi: {y}", "wifi na skladi", "wifi")]
# Contradicted by a later message: (first text, the later ones, subject, kind of value).
_ZMINY = [("Завтра відкриваємо склад о {x}", ["Завтра відкриваємо склад о {y}, не раніше", "зміна: завтра відкриваємо склад о {y}"],
           "відкриваємо склад", "ora"),
          ("Ліміт видачі на одну родину — {x} на тиждень", ["Ліміт видачі на одну родину змінили: {y} на тиждень",
                                                          "з понеділка ліміт видачі на одну родину — {y}"], "ліміт видачі на одну родину", "nabir"),
          ("Бус на Херсон їде {x}", ["Бус на Херсон переносимо на {y}", "уточнення: бус на Херсон їде {y}"], "бус на Херсон", "den"),
          ("Зустріч з донорами з Польщі — {x}", ["Зустріч з донорами з Польщі перенесли на {y}",
                                                "шоб ви знали, зустріч з донорами з Польщі буде о {y}"], "Зустріч з донорами з Польщі", "ora2"),
          ("vyplata za benzyn volonteram — {x} za vyizd", ["vyplata za benzyn volonteram teper {y} za vyizd", "Vyplata za benzyn volonteram: {y}"],
           "vyplata za benzyn", "hrn"),
          ("Прийом речей на складі до {x}", ["Прийом речей на складі тепер до {y}", "❗️прийом речей на складі до {y}, бо мало людей"],
           "Прийом речей на складі", "ora3")]
_NABORY = ["1 набір", "2 набори", "3 набори", "4 набори", "5 наборів"]

# The chatter.
_KOROTKI = ["👍", "дякую!", "ок", "буду", "сьогодні не можу", "💙💛", "привіт", "супер!", "хаха", "😂", "до зустрічі", "так", "ні", "🙏",
            "❤️", "Дякую всім!", "топ", "запізнююсь на 10 хв", "ага", "+", "++", "мм", "👏", "📦", "молодці!", "щас буду", "канєшно",
            "ладно", "спасибі", "ок ок", "dyakuyu", "budu", "✅", "чудово", "🥲", "шо?", "ну ок", "💪", "серйозно?", "ще не знаю", "+1",
            "я теж", "Героям слава!", "вже їду", "норм", "🫡"]
_SEREDNI = ["запізнююсь хвилин на 15, трамвай стоїть", "де скотч?? знову нема", "хтось бачив мій чорний маркер",
            "{j} знову залишив ключі в машині 🙈", "можу підвезти двох від Стрийської в суботу", "в підвалі холодно як на вулиці",
            "{j} сьогодні 12 коробок сам розвантажив, респект", "шо там з машиною, приїхала вже", "pryvit vsim, budu pislia 18",
            "de kliuchi vid pidvalu", "короче памперсів 3 розміру нема зовсім", "люди питають чи буде ще видача одягу", "ну ладно, завтра доробимо",
            "приходила бабуся з Ірпеня, дуже дякувала 🥹", "хто сьогодні закриває", "Вітаємо в команді {j}! 💙",
            "в чаті донорів питають звіт за березень", "світло вимкнули, працюємо з ліхтариками", "на вулиці черга вже з 9 ранку",
            "{j} має сьогодні день народження! 🎂", "можна я візьму 2 коробки серветок для шелтера", "тиждень тому прийшло 40 ящиків тушонки, де вони",
            "коли буде наступна фура", "канєшно допоможу, тільки після роботи", "сорі, сьогодні не доїду, дитина захворіла",
            "нагадайте, хто має ключ від вагончика", "ми вчора до 22:00 сиділи, дякую всім хто лишився", "тут хлопці з ТРО питають спальники",
            "кави нема, хтось купіть плз", "пакети для наборів закінчуються", "ya segodnya bez mashyny, khto pidkyne", "шо, опять скотч закінчився",
            "{j} привіз 3 мішки картоплі від батьків 🥔", "тепер вхід з двору, не з вулиці", "хто брав рулетку, поверніть на місце",
            "ну шо, працюємо", "в неділю нас було всього 5, тяжко", "дякую за піцу, хто замовив 🍕"]
_PYTALNI = {"де", "хто", "шо", "що", "чи", "коли", "хтось", "можна", "нагадайте", "de", "khto"}
_KOORD = ["Друзі, привіт! 💙💛", "Підсумки тижня:", "📦 прийняли 3 фури гуманітарки", "🚐 відправили 2 буси на схід",
          "👨‍👩‍👧 допомогли 180 родинам", "🧸 роздали 60 подарунків дітям", "Окрема подяка хлопцям, які розвантажували в неділю під дощем.",
          "Наступного тижня потрібні руки на сортування, записуйтесь у графік.", "Разом ми сила! Ваша Оля"]
_BABUSIA = ["я вам скажу шо так не можна", "приходять люди а ми їм кажем шо нема", "а в підвалі стоїть три коробки з крупою", "я сама бачила",
            "треба ж записувать усе в тетрадку", "бо ця ваша таблиця то таке", "я в ній нічо не понімаю", "ну але ладно",
            "я прийду в четвер як завжди", "і принесу пиріжки з капустою", "дякую вам дітки", "бережіть себе"]
_NAHADUVANNIA = ("❗️НАГАДУЮ: на склад тільки з бейджиком, все що приймаємо або видаємо — одразу в таблицю, фото накладних у гілку "
                 "«Документи». Дякую! 💙💛")
_PRYVIT = "Всім привіт! 👋"
_DIAKUIEMO = "Дякуємо всім, хто долучився! 💙💛"
_POSYLANNIA = ["https://send.monobank.ua/jar/{k} банка на генератор, поширте", "https://docs.google.com/spreadsheets/d/{k}/edit графік змін",
               "https://novaposhta.ua/tracking/?cargo_number=20450{n} трекінг", "https://t.me/svitanok_help/{n} пост фонду",
               "https://www.instagram.com/p/{k}/ наш звіт за тиждень", "https://maps.app.goo.gl/{k} вхід з двору",
               "https://forms.gle/{k} анкета для нових волонтерів", "https://t.me/lviv_alerts тривоги по області"]
_BOT = ["Записав ✍️", "Збережено.", "На жаль, голосові не слухаю, можете написати?", "Будь ласка!", "Нагадаю вчасно."]


class _Sklad:
    """One chat's draws and the warehouse's ways of talking."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.p = Pools(rng, tema=_TEMY, chyslo=_CHYSLA, data=_DATY, liudyna=_LIUDY, rol=_ROLI, zavdannia=_ZAVDANNIA,
                       vypravlennia=_VYPRAVLENNIA, zmina=_ZMINY)

    def _nove(self, tag: str, lo: int, hi: int) -> int:
        return int(self.p.unique(lambda: (tag, self.rng.randrange(lo, hi)))[1])

    def znachennia(self, kind: str) -> str | None:
        r, p = self.rng, self.p
        if kind == "kod":
            return p.unique(lambda: f"{r.randrange(1000, 9999)}#")
        if kind == "karta":
            return p.unique(lambda: f"5375 41{r.randrange(10, 99)} {r.randrange(1000, 9999)} {r.randrange(1000, 9999)}")
        if kind == "tel":
            return p.unique(lambda: f"0{r.choice(['67', '50', '63', '93', '97'])} {r.randrange(100, 999)} {r.randrange(10, 99)} {r.randrange(10, 99)}")
        if kind == "link":
            return p.unique(lambda: f"https://docs.google.com/spreadsheets/d/{code(r, 20)}/edit")
        if kind == "np":
            return p.unique(lambda: f"№{r.randrange(100, 400)}")
        if kind == "wifi":
            return p.unique(lambda: f"sklad{r.randrange(1000, 9999)}")
        if kind == "ora":
            return p.unique(lambda: f"{r.randrange(8, 12)}:{r.choice(['00', '30'])}")
        if kind == "ora2":
            return p.unique(lambda: f"{r.randrange(13, 19)}:{r.choice(['00', '30'])}")
        if kind == "ora3":
            return p.unique(lambda: f"{r.randrange(15, 20)}:{r.choice(['00', '30'])}")
        if kind == "nabir":
            return p.unique(lambda: r.choice(_NABORY))
        if kind == "den":
            return p.unique(lambda: f"{r.choice(_DK)} {r.randrange(1, 29):02d}.{r.randrange(1, 13):02d}")
        if kind == "hrn":
            return p.unique(lambda: f"{r.randrange(2, 10) * 100} hrn")
        return None

    def plant(self, kind: str) -> Planted:
        p, r = self.p, self.rng
        if kind == "decision":
            tema = p.take("tema")
            if tema is None:
                return None
            c = r.choice(tema[1])
            return r.choice(_RISHENNIA).format(s=tema[0], S=tema[0][0].upper() + tema[0][1:], c=c), (tema[0], c), None
        if kind in ("number", "date/time"):
            t = p.take("chyslo" if kind == "number" else "data")
            if t is None:
                return None
            text, probe = t
            slot: dict[str, Callable[[], str]] = {
                "nab": lambda: str(self._nove("nab", 40, 320)), "tgrn": lambda: grouped(self._nove("tgrn", 40, 400) * 250, ' '),
                "grn": lambda: grouped(self._nove("grn", 18, 90) * 100, ' '), "pal": lambda: str(self._nove("pal", 2, 30)),
                "up": lambda: str(self._nove("up", 5, 80)), "vol": lambda: str(self._nove("vol", 20, 90)), "kg": lambda: str(self._nove("kg", 60, 900)),
                "rod": lambda: str(self._nove("rod", 12, 140)), "gig": lambda: str(self._nove("gig", 30, 400)),
                "dk": lambda: r.choice(_DK), "dv": lambda: r.choice(_DV), "d": lambda: str(self._nove("d", 1, 31)), "mis": lambda: r.choice(_MISIATSI),
                "dm": lambda: self.p.unique(lambda: ("dm", f"{r.randrange(1, 29):02d}.{r.randrange(1, 13):02d}"))[1],
                "hh": lambda: str(self._nove("hh", 8, 21)), "mi": lambda: r.choice(["00", "15", "30", "45"])}
            vals = {k: f() for k, f in slot.items() if "{" + k + "}" in text}
            return text.format(**vals), tuple(x.format(**vals) for x in probe), None
        if kind == "who is who":
            liudyna, rol = p.take("liudyna"), p.take("rol")
            return (rol[0].format(p=liudyna), (liudyna, rol[1]), None) if liudyna and rol else None
        if kind == "open task":
            a = p.take("zavdannia")
            return (r.choice(_PROKHANNIA).format(a=a), (a,), None) if a else None
        return superseded(kind, p.take("vypravlennia" if kind == "corrected (edit)" else "zmina"), r, self.znachennia)

    # -- chatter ----------------------------------------------------------------------------

    def zalyshky(self) -> str:
        r = self.rng
        rows = [f"{k:<18} {r.randrange(0, 900):>5}   {'кг' if k in ('Крупи', 'Макарони') else 'шт'}" for k in r.sample(_KATEHORII, r.randrange(4, 8))]
        return (f"Залишки на {r.randrange(8, 20):02d}:00:\n```\nКатегорія          К-сть   Од.\n" + "\n".join(rows) + "\n```"
                + r.choice(["", "\nкрупи мало!", "\nзвірте з таблицею плз"]))

    def ttn(self) -> str:
        r = self.rng
        rows = [f"ТТН 20450{r.randrange(10**9, 10**10)} — {r.choice(['прибула у відділення', 'в дорозі', 'отримано', 'прибула у відділення'])}"
                for _ in range(r.randrange(2, 6))]
        return r.choice(["Посилки з Нової пошти:", "по ТТН:", "що їде до нас:"]) + "\n" + "\n".join(rows)

    def grafik(self) -> str:
        r = self.rng
        zminy = ["09–13", "13–17", "17–20"]
        return (f"Графік на {r.choice(_DV)[2:]}:\n" + "\n".join(f"{z} {', '.join(r.sample(_VOLONTERY, r.randrange(1, 4)))}" for z in zminy)
                + r.choice(["", "\nна вечір ще треба людей!", "\nхто може — дописуйтесь"]))

    def potreby(self) -> str:
        r = self.rng
        treba = r.sample(["підгузки 5, 6", "дитяче харчування", "павербанки", "ліки від тиску", "теплі шкарпетки", "консерви м'ясні",
                          "засоби гігієни", "свічки окопні"], r.randrange(2, 5))
        ne = r.sample(["літній одяг", "взуття б/в", "іграшки м'які", "скляні банки"], 2)
        return "🔴 Терміново потрібно:\n" + "\n".join(f"— {t}" for t in treba) + "\n\n⛔️ Не приймаємо:\n" + "\n".join(f"— {t}" for t in ne)

    def bot_eksport(self) -> str:
        r = self.rng
        rows = "\n".join(f'{{"family_id": {r.randrange(1000, 9999)}, "members": {r.randrange(1, 7)}, "from": "{r.choice(_MISTA)}", '
                         f'"kit": "{r.choice(["food_week", "hygiene", "baby", "food_week"])}", '
                         f'"issued": "2027-{r.randrange(1, 13):02d}-{r.randrange(1, 29):02d}"}}'
                         for _ in range(r.randrange(2, 5)))
        return r.choice(["вивантажив з бота, шось дублі є:", "eksport z bota:", "ось що бот записав за ранок"]) + "\n```\n" + rows + "\n```"

    def fond(self) -> str:
        r = self.rng
        return ("Переслано з каналу «Світанок | гуманітарна допомога»\n\n"
                f"Цього місяця ми передали {r.randrange(5, 40)} тонн допомоги на Донеччину та Харківщину. "
                f"Шукаємо водіїв з категорією C на {r.randrange(2, 9)} рейсів. Звіт за {r.choice(_MISIATSI[:3])} — у нашому Instagram.")

    def monobanka(self) -> str:
        r = self.rng
        rows = [f"+{r.choice([50, 100, 200, 500, 1000])} ₴ від {r.choice(['Олександр К.', 'Ірина П.', 'Анонім', 'Марія С.', 'Dmytro H.'])}"
                for _ in range(r.randrange(3, 6))]
        return "Поповнення банки 🫙\n" + "\n".join(rows)

    def koordynatorka(self) -> str:
        r = self.rng
        seredyna = r.sample(_KOORD[2:-1], r.randrange(3, len(_KOORD) - 2))
        return "\n".join(_KOORD[:2] + seredyna + ["", _KOORD[-1]])

    def babusia(self) -> str:
        r = self.rng
        vybrani = sorted(r.sample(range(len(_BABUSIA)), r.randrange(5, len(_BABUSIA))))
        return " ".join(_BABUSIA[i] for i in vybrani)

    def tryvoha(self) -> str:
        return self.rng.choice(["🚨 Повітряна тривога у Львові! Всі в укриття, склад зачиняємо", "✅ Відбій тривоги, продовжуємо",
                                "тривога, всі в підвал", "vidbiy, povertaimos"])

    def chatter(self) -> Said:
        r = self.rng
        x = r.random()
        if x < 0.3:
            return r.choice(_KOROTKI), None
        if x < 0.54:
            text = r.choice(_SEREDNI).format(j=r.choice(_VOLONTERY))
            if r.random() < 0.3 and text[-1].isalnum():  # the coordinator punctuates
                pytannia = text.split()[0].lower() in _PYTALNI
                text = text[0].upper() + text[1:] + ("?" if pytannia else r.choice([".", "!", " 🙏"]))
            return text, None
        if x < 0.565:
            return self.zalyshky(), None
        if x < 0.585:
            return self.ttn(), None
        if x < 0.605:
            return self.grafik(), None
        if x < 0.62:
            return self.potreby(), None
        if x < 0.632:
            return self.bot_eksport(), None
        if x < 0.642:
            return self.fond(), None
        if x < 0.655:
            return self.monobanka(), None
        if x < 0.675:
            return self.koordynatorka(), None
        if x < 0.7:
            return self.babusia(), None
        if x < 0.72:
            return self.tryvoha(), None
        if x < 0.75:
            return r.choice([_NAHADUVANNIA, _DIAKUIEMO]), None
        if x < 0.79:
            return r.choice(_POSYLANNIA).format(k=code(r, 16), n=r.randrange(10**6, 10**9)), None
        if x < 0.81:
            return f"{_PRYVIT} {r.choice(_SEREDNI).format(j=r.choice(_VOLONTERY))}", None
        if x < 0.88:
            return r.choice(["", "", "фура з Польщі 🇵🇱", "черга зранку", "палети", "наша команда 💙💛", "що привезли сьогодні"]), [
                {"kind": "photo", "name": f"photo_2027-{r.randrange(1, 13):02d}-{r.randrange(1, 29):02d}_{r.randrange(7, 22):02d}-"
                 f"{r.randrange(0, 60):02d}-{r.randrange(0, 60):02d}.jpg", "mime": "image/jpeg", "bytes": r.randrange(60_000, 2_500_000)}]
        if x < 0.9:
            return "накладна", [{"kind": "document", "name": f"nakladna_{r.randrange(100, 9999)}.pdf", "mime": "application/pdf",
                                 "bytes": r.randrange(80_000, 1_500_000)}]
        if x < 0.93:
            return "", [{"kind": "sticker", "name": "sticker.webp", "mime": "image/webp", "bytes": r.randrange(9_000, 60_000)}]
        return r.choice(["", "", "я за кермом, голосом"]), [
            {"kind": "voice", "name": f"audio_{r.randrange(10**5, 10**6)}.ogg", "mime": "audio/ogg", "bytes": r.randrange(6_000, 700_000)}]

    def wrap(self, text: str) -> str:
        r = self.rng
        return r.choice([f"{_PRYVIT} {text}", f"{text}\n\n{_NAHADUVANNIA}", f"{self.babusia()} і ще {text}",
                         f"Коротко по сьогодні:\n• {text}\n• {r.choice(_SEREDNI).format(j=r.choice(_VOLONTERY))}", f"{text} 💙💛",
                         f"{self.zalyshky()}\n\nІ ще: {text}", f"{text}\n{_DIAKUIEMO}", f"{text} дякую 🙏"])


def generate(seed: int, chats: int, messages: int, ids: Ids | None = None, fact_share: float = 0.053) -> list[Chat]:
    rng = random.Random(f"{NAME}/{seed}")
    name = ids or (lambda c: f"sklad{seed}-{c}")
    return [_chat(rng, name(c), messages, fact_share) for c in range(chats)]


def _chat(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    s = _Sklad(rng)
    people = [str(rng.randrange(10**8, 7 * 10**9)) for _ in range(rng.randrange(8, 18))]  # Telegram user ids
    voice = Voice(
        plant=s.plant,
        chatter=s.chatter,
        wrap=s.wrap,
        wrap_share=0.27,
        reply=lambda: rng.choice(_BOT),
        reply_share=0.04,
        # Busy on weekday mornings when the lorries come; quiet at night and after an alert.
        gap_s=lambda: rng.randrange(15, 1500) if rng.random() > 0.1 else rng.randrange(8 * 3600, 48 * 3600),
        supersede_after=(4, 40),
    )
    return assemble(rng, chat_id, n, fact_share, NAME, people, voice)
