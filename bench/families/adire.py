"""The adire family: the WhatsApp group of an adire (indigo tie-dye) cloth dyers' and sellers' cooperative in Itoko, Abeokuta, Nigeria, in Yoruba.

Written for batch 19 by a writer who did not read the summarizer, and run on no summarizer
when it was written: a held-out family. Ẹgbẹ́ Aláró Itoko (the Itoko dyers' association) has
some sixty members, dyers with indigo pits behind their houses and young sellers who take the
cloth to Lagos and online, and a WhatsApp group that buyers from Lagos were added to. Yoruba is
typed with its tone marks and underdots ("ẹ̀yin ọmọ ẹgbẹ́", "aṣọ") about half the time and
without them the rest ("eyin omo egbe", "aso"), mixed with Nigerian Pidgin ("abeg", "e don
land", "wetin") and English. The chairwoman, Alhaja Sẹ́fíù, posts formal notices opening "E
kaaro o, ẹ̀yin ọmọ ẹgbẹ́" and signed; the secretary pastes the same dues reminder again and
again; Baba Àlàbí, the old dyer, writes long unpunctuated blessings and memories of the pits;
young sellers write short lines with emoji; a Lagos buyer writes punctuated English. Pasted:
price lists per yard and per wrapper, order lists, Opay/Moniepoint/GTBank transfer alerts, the
dispatch rider's delivery list, market-day notices; links to Instagram, Facebook, Google Maps
and Jumia; photos, voice notes and documents. Money is "₦8,500", "N8,500", "N8.5k", "8500
naira"; dates "14 December", "14/12", "Ọjọ́ Ẹtì 14/12", "next Saturday"; times "9am", "by 4pm",
"aago mẹ́sàn-án àárọ̀". Its facts are said the group's way ("Ẹgbẹ́ ti pinnu lórí ọ̀rọ̀ àwọ̀
tuntun fún Ọdún: indigo àti wúrà ni", "Iya Risi ni akápò tuntun, e fi owo fun un", "tani le
ba wa gbe aṣọ lọ si Lafenwa? 🙏").
"""

from __future__ import annotations

import random
import unicodedata
from datetime import date, timedelta
from typing import Any

from .common import Chat, Ids, Planted, Planter, Said, Voice, Wording, assemble, code, family_chats, letter, media, ramble, tidied

NAME = "adire"
LANGUAGE = "yo"
# Messages per chat by default: about 20,000 to 30,000 characters of history and about 20 facts.
MESSAGES = 300

_MONTH = {12: "December", 1: "January", 2: "February", 3: "March"}
_OJO = ["Ọjọ́ Ajé", "Ọjọ́ Ìṣẹ́gun", "Ọjọ́rú", "Ọjọ́bọ̀", "Ọjọ́ Ẹtì", "Ọjọ́ Àbámẹ́ta", "Ọjọ́ Àìkú"]  # Monday first
_DAY = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
_AAGO = {7: "méje", 8: "mẹ́jọ", 9: "mẹ́sàn-án", 10: "mẹ́wàá", 11: "mọ́kànlá", 12: "méjìlá", 1: "kan", 2: "méjì", 3: "mẹ́ta", 4: "mẹ́rin", 5: "márùn-ún", 6: "mẹ́fà"}
# Chatter's people and places (never a fact's person).
_NAMES = ["Mama Bọ́lá", "Tóyìn", "Kẹ́mi", "Ṣadé", "Iya Ibeji", "Bàbá Ọlọ́jà", "Dámi", "Fúnkẹ́", "Mama Tunde", "Yẹmí", "Bísí", "Alhaji Lateef",
          "Ronke", "Morenike", "Iya Alaro", "Segun", "Chioma"]
_PLACES = ["Itoko", "Kuto", "Lafenwa", "Olumo", "Panseke", "Sapon", "Oke-Ilewo", "Balogun market Lagos", "Yaba", "Ikeja", "Lekki", "Obantoko"]

_EGBE = Wording(
    topics=[("àwọ̀ tuntun fún Ọdún Kérésì", ["indigo àti wúrà", "indigo dudu nikan", "pupa àti indigo"]),
            ("ibi ìpàtẹ ní Lagos", ["Balogun, ṣọ́ọ̀bù Mama Ṣadé", "Lekki art market", "ká dúró ní Itoko, kí wọ́n wá"]),
            ("owó ẹ̀rọ ìfọṣọ tuntun", ["gbogbo ọmọ ẹgbẹ́ á dá N5k", "láti inú owó àjọ", "a ò ní ra a báyìí"]),
            ("ìlànà àwọn oníbàárà tó ń san díẹ̀díẹ̀", ["ìdajì owó kí a tó ṣe iṣẹ́", "kò sí àwìn mọ́", "oníbàárà àtijọ́ nikan ló lè san díẹ̀díẹ̀"]),
            ("ìpàdé oṣooṣù ẹgbẹ́", ["Sunday kẹta oṣù lẹ́yìn ṣọ́ọ̀ṣì", "Saturday àkọ́kọ́ ní 4pm", "lórí WhatsApp call ní alẹ́"]),
            ("aṣọ tí kò dáa lára àwọn order", ["a máa pààrọ̀ rẹ̀ lọ́fẹ̀ẹ́", "a máa dá ìdajì owó padà", "oníbàárà á yàn èyí tó wù ú"]),
            ("indigo láti Kano", ["a máa ra lọ́wọ́ Alhaji Musa nikan", "ká máa lo synthetic dye", "ìdajì Kano, ìdajì synthetic"]),
            ("ìfihàn ní Abeokuta Adire Festival", ["a máa gba booth méjì", "a máa darapọ̀ mọ́ ẹgbẹ́ Asero", "kò ní sí booth lọ́dún yìí"]),
            ("àmì ẹgbẹ́ lórí aṣọ", ["label kékeré pẹ̀lú Instagram handle", "kò sí label, kò pọn dandan", "stamp indigo ní etí aṣọ"]),
            ("dispatch sí Lagos", ["GIG Logistics nikan", "Bàbá rider wa pẹ̀lú bus Ọjọ́bọ̀", "oníbàárà á sanwó dispatch fúnra rẹ̀"])],
    decided=["E kaaro o, ẹ̀yin ọmọ ẹgbẹ́. Ẹgbẹ́ ti pinnu lórí {s}: {c}. Ẹ ṣé o.", "ok so we don agree, {s} - {c} 👍",
             "Ìpàdé àná ti fi ẹnu kò: {s} → {c}. Kò sí àríyànjiyàn mọ́.", "{S}: {c}. Na so we vote am yesterday.",
             "Following the meeting, {s}: {c}. Thank you all.", "abeg make everybody note am o, {s} na {c}",
             "Alága ti sọ ọ̀rọ̀ ìkẹyìn lórí {s}, {c} ni", "{S} — {c}. A ti fi ọwọ́ sí i."],
    numbers=[("Owó ẹgbẹ́ oṣooṣù láti January: {n1} fún ọmọ ẹgbẹ́ kọ̀ọ̀kan", ("Owó ẹgbẹ́ oṣooṣù láti January", "{n1}")),
             ("Owó tó wà nínú account àjọ báyìí jẹ́ {n2}", ("nínú account àjọ báyìí", "{n2}")),
             ("Iye aṣọ tí a tà ní Lagos trade fair: {q1} wrappers", ("a tà ní Lagos trade fair", "{q1} wrappers")),
             ("Order ti Mrs Adeyemi from Ikoyi is {q2} yards of indigo kampala", ("Order ti Mrs Adeyemi", "{q2} yards")),
             ("Indigo balls from Kano don cost {n3} per bag now", ("Indigo balls from Kano", "{n3}")),
             ("Ẹni tó bá pẹ́ dé ìpàdé á san fine {n4}", ("pẹ́ dé ìpàdé á san fine", "{n4}")),
             ("Caustic soda ati hydrosulphite lapapo: {n5} fun ojo kan ti dye", ("Caustic soda ati hydrosulphite", "{n5}")),
             ("Àwọn ọmọ ẹgbẹ́ tó ti san owó ọdún: {q3} nínú wa", ("tó ti san owó ọdún", "{q3} nínú wa")),
             ("Rent ṣọ́ọ̀bù wa ní Itoko market fún ọdún kan: {n6}", ("Rent ṣọ́ọ̀bù wa ní Itoko market", "{n6}")),
             ("Jumia store wa ti ta {q4} pieces this month 🎉", ("Jumia store wa ti ta", "{q4} pieces")),
             ("Loan tí àjọ fún àwọn aláró tuntun: {n7} ní ọ̀kọ̀ọ̀kan", ("Loan tí àjọ fún àwọn aláró tuntun", "{n7}")),
             ("Ìkòkò aró tí ó wà lẹ́nu iṣẹ́ ní Itoko báyìí: {q5}", ("Ìkòkò aró tí ó wà lẹ́nu iṣẹ́", "{q5}"))],
    dates=[("Ìpàdé gbogbogbò ọdún yóò wáyé {dt} ní {tm}, ní gbọ̀ngàn Itoko", ("Ìpàdé gbogbogbò ọdún", "{dt}")),
           ("Last day to pay the end-of-year dues: {dt}", ("end-of-year dues", "{dt}")),
           ("Àwọn buyer láti Lagos máa dé Itoko {dy} {tm}, ẹ ṣètò aṣọ yín", ("buyer láti Lagos máa dé Itoko", "{tm}")),
           ("Training on batik wax resist for new members: {dt}, {tm}", ("batik wax resist", "{dt}")),
           ("Ọjà adire pàtàkì ní Kuto: {dt}", ("Ọjà adire pàtàkì ní Kuto", "{dt}")),
           ("Photoshoot for the Instagram page na {dy} {tm} for Olumo rock", ("Photoshoot for the Instagram page", "{tm}")),
           ("Àwọn oníbàárà Kérésì gbọ́dọ̀ gba aṣọ wọn kí ó tó di {dt}", ("oníbàárà Kérésì gbọ́dọ̀ gba aṣọ", "{dt}")),
           ("Ayẹyẹ ìdúpẹ́ ọdún ẹgbẹ́: {dt} {tm}, ẹ wọ aṣọ ẹgbẹ́", ("Ayẹyẹ ìdúpẹ́ ọdún ẹgbẹ́", "{dt}")),
           ("Inspector from Ogun State ministry of culture go come {dy} {tm}", ("ministry of culture go come", "{tm}")),
           ("Bank loan form submission deadline: {dt}", ("Bank loan form submission", "{dt}"))],
    people=["Iya Risi Ogunleye", "Adebukola Sanni", "Folasade Akinola", "Olumide Bankole", "Ruka Adekunle", "Tunrayo Oyelaran",
            "Kehinde Osunbiyi", "Abike Lawal", "Motunrayo Ajayi", "Gbenga Odunsi", "Omowunmi Salako", "Idowu Fashola", "Bolanle Ojo"],
    roles=[("{p} ni akápò tuntun, ẹ máa fi owó ẹgbẹ́ lé e lọ́wọ́", "akápò tuntun"),
           ("From today {p} go handle our Instagram page, send am your pictures", "handle our Instagram page"),
           ("{p} ni ó ń bójú tó ìkòkò aró ti gbogbo ẹgbẹ́", "ìkòkò aró ti gbogbo ẹgbẹ́"),
           ("Lagos buyers should contact {p} for bulk orders, na our sales rep", "bulk orders"),
           ("{p} ni a yàn gẹ́gẹ́ bí olùṣọ́ ọjà fún Ọdún yìí", "olùṣọ́ ọjà"),
           ("{p} na our new Jumia store manager 🙌", "Jumia store manager"),
           ("Igbákejì Alága tuntun: {p}", "Igbákejì Alága"),
           ("Anybody wey get complaint about dispatch, na {p} to call", "complaint about dispatch"),
           ("{p} ló ń kọ àkọsílẹ̀ ìpàdé láti oṣù yìí", "àkọsílẹ̀ ìpàdé"),
           ("{p} ló máa kọ́ àwọn aláró tuntun bí a ṣe ń ta ẹ̀kọ", "kọ́ àwọn aláró tuntun")],
    tasks=["gbé aṣọ lọ sí GIG office ní Kuto", "ra caustic soda ni Lafenwa", "print the new price list for the shop",
           "bá wa tún ìkòkò aró kẹta ṣe", "post the Christmas catalogue on Facebook", "bá Mrs Adeyemi sọ̀rọ̀ nípa balance rẹ̀",
           "collect the banner from the printer for Sapon", "fọ gbọ̀ngàn kí ìpàdé tó dé", "call GTBank about the cooperative account",
           "take pictures of the new eleko designs", "gba ìwé ẹ̀rí láti ọ́fíìsì ìjọba ìbílẹ̀", "find cheap bales of white cotton for Oje market"],
    asked=["Tani le {a}? Ẹ kọ orúkọ yín 🙏", "abeg who fit {a} before Friday?", "Ṣé ẹnikẹ́ni lè {a}? A ṣì ń wá ẹni",
           "We still need someone to {a}. Please volunteer.", "ta ni o le {a} ola", "Alága ní kí ẹnìkan {a}, ẹ jọ̀ọ́ ẹ dá mi lóhùn",
           "e get person wey fit {a}? we go pay transport"],
    edits=[("Account àjọ fún owó ẹgbẹ́: {x}", "Account àjọ fún owó ẹgbẹ́: {y} — mo ṣe àṣìṣe ní tàtẹ̀yìnwá", "Account àjọ fún owó ẹgbẹ́", "acct"),
           ("Number dispatch rider wa: {x}", "Number dispatch rider wa: {y} (the first one was wrong, sorry)", "Number dispatch rider wa", "tel"),
           ("Link for Christmas order form: {x}", "Link for Christmas order form: {y} — the first link no dey work", "Christmas order form", "link"),
           ("Ṣọ́ọ̀bù tí a ti ń gba order ní Balogun: {x}", "Ṣọ́ọ̀bù tí a ti ń gba order ní Balogun: {y}, kì í ṣe tàná", "gba order ní Balogun", "shop"),
           ("Opay number for festival booth money: {x}", "Opay number for festival booth money: {y}, abeg use this one", "festival booth money", "tel"),
           ("Instagram handle tuntun wa: {x}", "Instagram handle tuntun wa: {y} — ẹ má lo ti àkọ́kọ́", "Instagram handle tuntun", "ig"),
           ("Waybill number for the Ikoyi parcel: {x}", "Waybill number for the Ikoyi parcel: {y} sorry I mix am", "waybill number for the ikoyi", "waybill")],
    changes=[("Owó fún wrapper indigo kan lọ́dún yìí: {x}", ["Àtúnṣe: owó fún wrapper indigo kan lọ́dún yìí di {y}",
                                                           "Because of indigo price, owó fún wrapper indigo kan lọ́dún yìí don be {y}"],
              "wrapper indigo kan lọ́dún yìí", "naira"),
             ("Ìpàdé àwọn olórí ẹgbẹ́ ọ̀sẹ̀ yìí: {x}", ["Ìpàdé àwọn olórí ẹgbẹ́ ọ̀sẹ̀ yìí ti yí padà sí {y}",
                                                      "Change o! ìpàdé àwọn olórí ẹgbẹ́ ọ̀sẹ̀ yìí na {y} now"], "olórí ẹgbẹ́ ọ̀sẹ̀ yìí", "when"),
             ("Price per yard for Lagos wholesale: {x}", ["Correction: price per yard for Lagos wholesale is now {y}",
                                                          "Alága said price per yard for Lagos wholesale go be {y}"], "yard for Lagos wholesale", "naira"),
             ("Bus to Lagos trade fair go leave Itoko by {x}", ["Bus to Lagos trade fair go leave Itoko by {y} instead",
                                                                "E ma binu, bus to Lagos trade fair go leave Itoko by {y}"], "bus to lagos trade fair", "hour"),
             ("Ọjọ́ tí a máa pọn aró fún order Kérésì: {x}", ["Ọjọ́ tí a máa pọn aró fún order Kérésì ti di {y}",
                                                            "A ti sún ọjọ́ tí a máa pọn aró fún order Kérésì sí {y}"], "pọn aró fún order Kérésì", "date"),
             ("Ibi ayẹyẹ ìparí ọdún: {x}", ["Ibi ayẹyẹ ìparí ọdún ti yí padà: {y}", "Change of venue o, ibi ayẹyẹ ìparí ọdún na {y}"],
              "ibi ayẹyẹ ìparí ọdún", "place"),
             ("Dispatch fee to Lekki: {x} per parcel", ["Rider don increase am, dispatch fee to Lekki: {y} per parcel",
                                                        "Correction o, dispatch fee to Lekki na {y} per parcel"], "dispatch fee to lekki", "naira")])

_SHORT = ["ok", "Ok ma", "ẹ ṣé o", "e se o", "Ẹ ṣeun", "thank you ma", "👍", "🙏🙏", "Amin", "Àmín o", "amin ase", "ase o", "😂😂", "❤️", "💙",
          "noted", "Noted ma", "ó dáa", "o daa", "bẹ́ẹ̀ ni", "beeni", "rara", "no wahala", "I dey come", "E kaaro o", "e kaasan", "E kaalẹ o",
          "Good morning all", "gm", "oya", "abeg", "lol", "Ẹ kú iṣẹ́ o", "e ku ise", "well done ma", "God bless", "Olúwa á ṣe é", "sharp", "🔥🔥",
          "ehen", "ah ah", "wahala", "ṣé ẹ ti rí i?", "I don see am", "😍", "Wow", "beautiful", "Alhamdulillah", "Happy Sunday", "Merry Christmas 🎄"]
_MEDIUM = ["Ṣé ẹnikẹ́ni rí aṣọ funfun tí mo fi sílẹ̀ ní {w}?", "{n} ẹ ṣé fún indigo tí ẹ yá mi", "Rain don spoil the cloth wey I spread for {w} 😩",
           "Who get cassava starch for eleko? mine don finish", "{n} dey ask whether the shop for {w} open today",
           "Ẹ jọ̀ọ́ ẹ má da omi aró sí ọ̀nà, àwọn aládùúgbò ń ráhùn", "Light no dey since morning for {w}, I no fit iron anything",
           "{n} ti bímọ o! Ẹ bá wa yọ̀ 🎉", "Customer from Ibadan wan see the batik samples, who get?", "mo wa ni {w} bayi, tani fe nkan?",
           "Abeg make una no post political matter for this group", "The last batch of indigo wey I buy no dark reach",
           "{n} ẹ pè mí, ó ṣe pàtàkì", "traffic for {w} bad well well today", "Ṣé àwọn ọmọ NYSC tí wọ́n wá kọ́ iṣẹ́ ṣì ń bọ̀?",
           "My Lagos customer said the colour run after washing, how una dey fix am?", "aso mi ti gbe, mo n ko won wole bayi",
           "Ìyá {n} kò gbádùn, ẹ bá wa gbàdúrà", "New design today: cassava paste, comb pattern 😍", "Where I fit buy white damask cheap for {w}?"]
_QUESTIONS = {"ṣé", "se", "who", "where", "tani", "ta", "how", "wetin", "abeg", "when"}
_YOUNG = ["new drop 🔥🔥 check my status", "who dey go Lagos tomorrow? 🚌", "omo this indigo sweet", "dm for price 💙", "I don post am for IG",
          "abeg who get ring light", "sold out!! 🎉", "ehn I go come by 3", "my customer don pay 🙌", "e don land ✅", "tiktok video don blow 😂",
          "ta lo ni charger", "oya make we go", "i no fit shout", "who wan buy wrapper? 2 remain", "pictures loading 📸"]
_BABA = ["e kaaro omo mi", "Olorun a bukun gbogbo wa", "ise aro yi ti wa lati igba awon baba nla wa ni Itoko", "mo bere ise yi ni 1968 pelu iya mi",
         "nigba yen ko si synthetic dye rara elu la fi n se gbogbo e", "awon omode ode oni ti fe ki gbogbo nkan yara", "suuru ni ise aro",
         "aso to ba dara a ma soro fun ara re", "Olorun a je ki oja ta ni odun yi", "ki a ma gbagbe awon to ti lo", "ara mi ko le bi ti tele",
         "sugbon mo si n lo si ikoko aro ni aaro", "ki Olorun fun alaga ni ogbon", "e ma ja lori owo", "ase ase ase", "Baba Alabi, Itoko"]
_ALAGA = ["E kaaro o, ẹ̀yin ọmọ ẹgbẹ́.", "Mo fẹ́ rán gbogbo wa létí pé ìwà ọmọlúàbí ni ẹgbẹ́ wa dúró lé.",
          "Ẹ má ṣe ta aṣọ tí kò tíì gbẹ dáadáa fún oníbàárà.", "Gbogbo ọ̀rọ̀ ìjà ẹ mú un wá sí ìpàdé, kì í ṣe orí group.",
          "A dúpẹ́ lọ́wọ́ gbogbo ẹni tó wá sí Lagos trade fair.", "Ẹ jẹ́ ká tọ́jú orúkọ rere adire Itoko.",
          "Ẹ máa kọ iye aṣọ tí ẹ tà sílẹ̀ fún akọ̀wé.", "Ọdún tuntun á yẹ wá o.", "Ẹ ṣé o.\nAlhaja Sẹ́fíù Adéwálé\nAlága, Ẹgbẹ́ Aláró Itoko"]
_REMINDER = ("📌 REMINDER: Ẹ̀yin ọmọ ẹgbẹ́, ẹ jọ̀ọ́ ẹ rántí láti san owó ẹgbẹ́ oṣù yìí. Pay to the cooperative account only, put your name "
             "and 'DUES' for narration. Ẹni tí kò bá san kò ní lè gba loan. — Akọ̀wé, Ẹgbẹ́ Aláró Itoko")
_LAGOS = ["Good afternoon. Please, is the kampala wrapper still available in the deep blue?", "Thank you. I've made the transfer; kindly confirm.",
          "Hello everyone, I'd like six yards for my mother's birthday. Can it be ready soon?", "Received, and the quality is excellent. Well done!",
          "Please, what's the difference between the eleko and the tie-and-dye pieces?", "Could you send more pictures, preferably in daylight?",
          "My dispatch hasn't arrived yet. Who should I speak to?", "I'll be in Abeokuta on the weekend; I'd love to visit the pits."]
_LINKS = ["https://www.instagram.com/p/{k}/ new designs", "https://www.facebook.com/groups/adireitoko/posts/{n}/", "https://maps.app.goo.gl/{k} this is the shop",
          "https://www.jumia.com.ng/adire-kampala-wrapper-{n}.html our Jumia listing", "https://vm.tiktok.com/{k}/ 😂😂", "https://wa.me/c/234{n} catalogue"]
_BOT = ["Mo ti kọ ọ́ sílẹ̀ ✍️", "Noted, thank you.", "I can't play voice notes, please type it 🙏", "I'll remind the group.", "Ó dáa!"]


def _plain(text: str) -> str:
    """`text` typed without tone marks and underdots."""
    return unicodedata.normalize("NFC", "".join(c for c in unicodedata.normalize("NFD", text) if unicodedata.category(c) != "Mn"))


class _Egbe:
    """One chat's draws and the cooperative's ways of talking."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.egbe = Planter(rng, _EGBE, self.slot, self.value)

    def plant(self, kind: str) -> Planted:
        p = self.egbe(kind)
        if p is None or self.rng.random() >= 0.45:
            return p
        text, probe, newer = p
        return _plain(text), tuple(_plain(x) for x in probe), ((_plain(newer[0]), tuple(_plain(x) for x in newer[1])) if newer else None)

    def naira(self, n: int) -> str:
        r = self.rng
        ways = [f"₦{n:,}", f"₦{n:,}", f"N{n:,}", f"{n} naira", f"N{n}", f"{n:,} naira"]
        if n % 100 == 0 and n >= 1000:
            k = f"{n / 1000:g}"
            ways += [f"N{k}k", f"{k}k"]
        return r.choice(ways)

    def day(self, n: int) -> date:
        return date(2026, 12, 1) + timedelta(days=n)

    def dt(self, n: int) -> str:
        d = self.day(n)
        wd = d.weekday()
        return self.rng.choice([f"{d.day} {_MONTH[d.month]}", f"{d.day}/{d.month}", f"{_OJO[wd]} {d.day}/{d.month}", f"{_DAY[wd]} {d.day} {_MONTH[d.month]}",
                                f"{d.day}/{d.month:02d}/{d.year}", f"{d.day} {_MONTH[d.month]} {d.year}"])

    def tm(self, h: int) -> str:
        r = self.rng
        h12 = h - 12 if h > 12 else h
        part = "àárọ̀" if h < 12 else ("ọ̀sán" if h < 16 else "ìrọ̀lẹ́")
        return r.choice([f"{h12}am" if h < 12 else f"{h12}pm", f"by {h12}{'am' if h < 12 else 'pm'}", f"aago {_AAGO[h12]} {part}", f"{h}:00"])

    def slot(self, k: str) -> str:
        r, f = self.rng, self.egbe.fresh
        slots = {"n1": lambda: self.naira(f("n1", 10, 60) * 100), "n2": lambda: self.naira(f("n2", 300, 4000) * 1000 + r.choice([0, 500, 250])),
                 "n3": lambda: self.naira(f("n3", 15, 90) * 1000), "n4": lambda: self.naira(f("n4", 2, 20) * 100),
                 "n5": lambda: self.naira(f("n5", 60, 300) * 100), "n6": lambda: self.naira(f("n6", 15, 90) * 10_000),
                 "n7": lambda: self.naira(f("n7", 5, 40) * 10_000), "q1": lambda: str(f("q1", 40, 400)), "q2": lambda: str(f("q2", 12, 120)),
                 "q3": lambda: str(f("q3", 11, 59)), "q4": lambda: str(f("q4", 13, 250)), "q5": lambda: str(f("q5", 6, 40)),
                 "dt": lambda: self.dt(f("d", 3, 100)), "tm": lambda: self.tm(f("h", 7, 19)),
                 "dy": lambda: r.choice(["tomorrow", "next Saturday", "Ọjọ́ Ẹtì yìí", "next week Tuesday", "ọ̀la", "this Thursday", "Sunday after church"])}
        return slots[k]()

    def value(self, kind: str) -> str | None:
        r, f = self.rng, self.egbe.fresh

        def tel() -> str:
            a, b = r.choice(["0803", "0806", "0813", "0816", "0703", "0705", "0810", "0905", "0802", "0708"]), r.randrange(10**6, 10**7)
            return r.choice([f"{a}{b}", f"{a} {str(b)[:3]} {str(b)[3:]}", f"+234{a[1:]}{b}"])

        def hour() -> str:
            h = f("bus", 5, 12)
            return r.choice([f"{h}am", f"{h}:30am", f"aago {_AAGO[h]} àárọ̀"])

        draws = {"acct": lambda: f"{r.randrange(10**9, 10**10)} {r.choice(['GTBank', 'Moniepoint', 'Opay', 'Access', 'Wema'])}",
                 "tel": tel, "link": lambda: f"https://forms.gle/{code(r, 10)}", "ig": lambda: f"@adire_itoko_{code(r, 4).lower()}",
                 "shop": lambda: f"Shop {r.randrange(2, 300)}, {r.choice(['Balogun Street', 'Breadfruit Street', 'Martins Street', 'Idumota plaza', 'Ereko'])}",
                 "waybill": lambda: f"GIG{r.randrange(10**8, 10**9)}", "naira": lambda: self.naira(f("nx", 30, 400) * 100),
                 "when": lambda: f"{self.dt(f('d', 3, 100))} {self.tm(f('h', 7, 19))}", "date": lambda: self.dt(f("d", 3, 100)), "hour": hour,
                 "place": lambda: r.choice(["gbọ̀ngàn Itoko", "Centenary Hall Ake", "hotel Kuto", "ilé Alága ní Oke-Ilewo", "June 12 Cultural Centre",
                                            "Olumo Rock tourist complex", "Ijaye church hall", "ile Baba Alabi"])}
        return self.egbe.apart(draws[kind]) if kind in draws else None

    def medium(self) -> str:
        r = self.rng
        said = r.choice(_MEDIUM).format(n=r.choice(_NAMES), w=r.choice(_PLACES))
        if r.random() < 0.3:  # two things at once
            more = r.choice(_MEDIUM).format(n=r.choice(_NAMES), w=r.choice(_PLACES))
            said += r.choice([". ", " and ", ", ati pe "]) + more[0].lower() + more[1:]
        if r.random() < 0.45:
            said = _plain(said)
        return tidied(r, said, 0.35, _QUESTIONS, [".", "!", " 🙏", " 💙", "...", ""])

    def prices(self) -> str:
        r = self.rng
        rows = [("Kampala indigo (per yard)", r.randrange(25, 60) * 100), ("Eleko wrapper (2 yards)", r.randrange(90, 200) * 100),
                ("Batik cotton (per yard)", r.randrange(20, 45) * 100), ("Tie-and-dye damask (5 yards)", r.randrange(200, 500) * 100),
                ("Adire bubu", r.randrange(150, 350) * 100), ("Scarf", r.randrange(25, 80) * 100)]
        chosen = sorted(r.sample(range(len(rows)), r.randrange(3, len(rows) + 1)))
        return ("PRICE LIST ADIRE ITOKO 💙\n" + "\n".join(f"• {rows[i][0]} - {self.naira(rows[i][1])}" for i in chosen)
                + r.choice(["", "\nWholesale dey negotiable", "\nDM to order, we deliver Lagos", "\nowo yi ko ni yi pada titi odun tuntun"]))

    def orders(self) -> str:
        r = self.rng
        rows = "\n".join(f"{i + 1}. {r.choice(_NAMES)} - {r.randrange(2, 20)} yds {r.choice(['indigo', 'eleko', 'batik', 'kampala'])}"
                         for i in range(r.randrange(3, 8)))
        return f"Order list {r.choice(['this week', 'for Lagos', 'Kérésì'])}:\n{rows}" + r.choice(["", "\nbalance remain", "\nẹ jọ̀ọ́ ẹ parí rẹ̀ lásìkò"])

    def alert(self) -> str:
        r = self.rng
        bank = r.choice(["Opay", "Moniepoint", "GTBank"])
        d = self.day(r.randrange(0, 40))
        return (f"{bank} Transfer Successful\nAmount: ₦{r.randrange(5, 300) * 500:,}.00\nTo: {r.choice(['EGBE ALARO ITOKO COOP', 'ADEWALE SEFIU', 'OGUNDIPE T.'])}\n"
                f"Date: {d:%d/%m/%Y} {r.randrange(7, 21)}:{r.randrange(0, 60):02d}\nRef: {r.randrange(10**11, 10**12)}"
                + r.choice(["", "\npaid ✅", "\nabeg confirm", "\nmo ti san ti e o"]))

    def rider(self) -> str:
        r = self.rng
        rows = "\n".join(f"- {r.choice(_NAMES)}, {r.choice(_PLACES)} ({r.randrange(1, 6)} parcel) {r.choice(['✅', '✅', '⏳', '❌ no answer'])}"
                         for _ in range(r.randrange(3, 7)))
        return f"Delivery list today:\n{rows}" + r.choice(["", "\nI dey road", "\ntraffic for Otedola bridge o"])

    def market(self) -> str:
        r = self.rng
        return r.choice(["Ọjà Itoko ń bọ̀ ní ọ̀la o, ẹ kó aṣọ yín jáde", f"Market day na {self.dt(r.randrange(0, 60))}, make una prepare",
                         f"Jẹ́ kí a pàdé ní {r.choice(_PLACES)} ní {self.tm(r.randrange(7, 18))} fún ọjà"])

    def fake_fact(self) -> str:
        r = self.rng
        return r.choice([f"I sold {r.randrange(2, 15)} wrappers today 🙌", f"{r.choice(_NAMES)} birthday na {self.dt(r.randrange(0, 80))} 🎂",
                         f"mo ra indigo {self.naira(r.randrange(10, 60) * 1000)} ni Kuto lana", f"transport to Lagos don reach {self.naira(r.randrange(40, 90) * 100)} 😩",
                         f"my customer from Yaba go come {self.tm(r.randrange(8, 18))}", f"ẹgbẹ̀rún {r.choice(['mẹ́jọ', 'márùn-ún', 'mẹ́wàá'])} ni mo ta ọ̀kan",
                         f"I go travel {self.dt(r.randrange(0, 60))}, I go back after", f"{r.choice(_NAMES)} paid {self.naira(r.randrange(5, 80) * 500)} for two scarf"])

    def chatter(self) -> Said:
        r = self.rng
        d = self.day(r.randrange(0, 60))
        makers: list[Any] = [
            lambda: (r.choice(_SHORT), None), lambda: (self.medium(), None), lambda: (r.choice(_YOUNG), None), lambda: (self.prices(), None),
            lambda: (self.orders(), None), lambda: (self.alert(), None), lambda: (self.rider(), None), lambda: (self.market(), None),
            lambda: (ramble(r, _BABA, 5, " "), None), lambda: (letter(r, _ALAGA), None), lambda: (_REMINDER, None),
            lambda: (r.choice(_LINKS).format(k=code(r, 11), n=r.randrange(10**7, 10**8)), None), lambda: (r.choice(_LAGOS), None),
            lambda: (self.fake_fact(), None),
            lambda: (r.choice(["", "", "new design 💙", "drying in the sun", "see this one"]),
                     media("photo", f"IMG-{d:%Y%m%d}-WA{r.randrange(1000, 10000)}.jpg", "image/jpeg", r.randrange(60_000, 3_000_000))),
            lambda: ("", media("voice", f"PTT-{d:%Y%m%d}-WA{r.randrange(1000, 10000)}.opus", "audio/ogg", r.randrange(8_000, 900_000))),
            lambda: (r.choice(["catalogue", "", "constitution ẹgbẹ́"]), media("document", r.choice(["Adire_Catalogue.pdf", "Egbe_Constitution.pdf"]),
                                                                             "application/pdf", r.randrange(40_000, 4_000_000)))]
        weights = [22, 28, 9, 2.6, 2.5, 2.8, 2.2, 1.5, 5, 3, 3.5, 2.5, 4, 7, 6, 4, 1]
        return r.choices(makers, weights)[0]()  # type: ignore[no-any-return]

    def wrap(self, text: str) -> str:
        r = self.rng
        return r.choice([f"E kaaro o, ẹ̀yin ọmọ ẹgbẹ́. {text}", f"{text}\n\n{_REMINDER}", f"{ramble(r, _BABA, 3, ' ')} ati pe {text}",
                         f"From the meeting:\n1. {text}\n2. {self.medium()}", f"{text} 🙏", f"📌 {text}", f"{text}\n— Akọ̀wé", f"Important o: {text}"])


def generate(seed: int, chats: int, messages: int, ids: Ids | None = None, fact_share: float = 0.07) -> list[Chat]:
    return family_chats(NAME, seed, chats, ids, lambda rng, chat_id: _chat(rng, chat_id, messages, fact_share))


def _chat(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    e = _Egbe(rng)
    people = [f"234{rng.choice(['803', '806', '813', '703', '905', '810'])}{rng.randrange(10**6, 10**7)}" for _ in range(rng.randrange(12, 28))]

    # Busy mornings and evenings around the dye pits, quiet nights.
    def gap() -> int:
        return rng.randrange(20, 2000) if rng.random() > 0.1 else rng.randrange(4 * 3600, 20 * 3600)

    voice = Voice(e.plant, e.chatter, e.wrap, 0.25, lambda: rng.choice(_BOT), 0.03, gap, (4, 36))
    return assemble(rng, chat_id, n, fact_share, NAME, people, voice)
