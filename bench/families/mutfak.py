"""The mutfak family: the kitchen staff of an Istanbul meyhane-style restaurant on WhatsApp, in Turkish.

Written after clinica, guild and vve were measured once and joined the tuning set, and run on
no version of the summarizer when it was committed: a held-out family. Cooks, the dishwasher,
the pastry cook and the chef write between orders, mostly without punctuation and often
without Turkish letters ("tamam sef", "yarin izinliyim"): "tamam şef", "eyvallah", "5 dk",
"👍", voice notes, photos of the whiteboard with the day's prep list. The chef pastes the
week's shift roster, supplier orders with their quantities and units ("kuzu incik 12 kg",
"maydanoz 10 demet", "limon 2 kasa"), the twice-daily fridge temperature log, allergen notices
for a table, recipes scaled for service, Google reviews; the owner posts the same rule about
phones and hair nets again and again; and the dishwasher sometimes writes a long complaint
about the night before. Money is "₺18.450" and "3.200 TL", temperatures "3°C" and "-19°C",
times "09:30", dates "14 Mart", weekdays capitalised ("Cumartesi"). Its facts are said in the
kitchen's words ("Şef onayladı, tatlı vitrini → sadece sütlaç", "HACCP kayıtlarını Hakan
Arslan tutacak").
"""

from __future__ import annotations

import random
from typing import Callable, Optional

from .common import Chat, Ids, Planted, Pools, Said, Voice, assemble, superseded

NAME = "mutfak"
LANGUAGE = "tr"
# Messages per chat by default: about 18,000 to 25,000 characters of history and about 20 facts.
MESSAGES = 300

_AYLAR = ["Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz", "Ağustos", "Eylül", "Ekim", "Kasım", "Aralık"]
_GUNLER = ["Pazartesi", "Salı", "Çarşamba", "Perşembe", "Cuma", "Cumartesi", "Pazar"]
# The crew the chatter names by first name (never a fact's person).
_EKIP = ["Cem", "Nazlı", "Tuncay", "Barış", "Dilek", "Ozan", "Serkan", "Fadime abla", "Murat usta", "Yusuf"]

# Decisions: (the subject, as said and probed, what it may be settled on).
_KONULAR = [("yeni menüdeki çorba", ["ezogelin", "düğün çorbası", "yayla çorbası"]),
            ("balık tedarikçisi", ["Rumelifeneri Su Ürünleri", "Kumkapılı Hasan Usta", "Sarıyer Balıkçılık"]),
            ("Pazar kahvaltısı", ["serpme kahvaltı", "menemenli kahvaltı tabağı", "kahvaltısız, 12:00'de açılış"]),
            ("personel yemeği saati", ["16:00", "15:30 ve 17:00, iki grup", "servisten sonra"]),
            ("tatlı vitrini", ["künefe ve kazandibi", "sadece sütlaç", "irmik helvası ve dondurma"]),
            ("yeni bulaşık makinesi", ["Winterhalter", "Electrolux", "ikinci el Meiko"]),
            ("yılbaşı set menüsü", ["7 çeşit meze ve kuzu tandır", "deniz ürünleri menüsü", "açık büfe"]),
            ("fritöz yağı", ["günlük değişim", "iki günde bir değişim", "fındık yağı"])]
_KARARLAR = ["karar verildi: {s} {c}", "Şef onayladı, {s} → {c}", "{s} konusu kapandı: {c} 👍",
             "arkadaşlar {s} için {c} dedik tartışma bitti", "Patronla konuştum. {S}: {c}. Herkese kolay gelsin",
             "tamamdır {s} {c} olarak kalıyor"]

# Numbers and dates: (text, probe); each template, with its own subject, once a chat.
_SAYILAR = [("Kasap faturası bu hafta ₺{bin}.{yuz}", ("Kasap faturası", "₺{bin}.{yuz}")),
            ("sous vide banyosu {derece}°C ayarlı kimse dokunmasın", ("sous vide banyosu", "{derece}°C")),
            ("Cumartesi düğün yemeği {kisi} kişi, hazırlık ona göre", ("düğün yemeği", "{kisi} kişi")),
            ("Zeytinyağı tenekesi ₺{tl} olmuş fiyatlar uçtu", ("Zeytinyağı tenekesi", "₺{tl}")),
            ("dünkü ciro ₺{ciro}.{yuz} 🎉 rekor", ("dünkü ciro", "₺{ciro}.{yuz}")),
            ("bahşiş kutusundan kişi başı ₺{bahsis} düştü", ("bahşiş kutusundan", "₺{bahsis}")),
            ("Kuzu incik porsiyonu {gram} gram, tartmadan tabağa koymayın", ("Kuzu incik porsiyonu", "{gram} gram")),
            ("fire oranı geçen ay %{yuzde}", ("fire oranı", "%{yuzde}")),
            ("doğalgaz faturası {gaz} TL gelmiş", ("doğalgaz faturası", "{gaz} TL"))]
_TARIHLER = [("Gıda denetimi {d} {ay} {gun} geliyor, her yer pırıl pırıl olacak", ("Gıda denetimi", "{d} {ay}")),
             ("Hijyen eğitimi {gun} günü saat {ss}:{dk}, üst katta", ("Hijyen eğitimi", "{ss}:{dk}")),
             ("davlumbaz temizliği {d} {ay} gece servisten sonra", ("davlumbaz temizliği", "{d} {ay}")),
             ("yeni kasiyer {d} {ay} itibarıyla başlıyor", ("yeni kasiyer", "{d} {ay}")),
             ("tüp gaz yarın sabah {ss}:{dk} gibi gelir", ("tüp gaz", "{ss}:{dk}")),
             ("Restoran {d} {ay} {gun} bakım nedeniyle kapalı", ("bakım nedeniyle kapalı", "{d} {ay}")),
             ("menü tadımı {gun} {ss}:{dk}, patron da gelecek", ("menü tadımı", "{ss}:{dk}")),
             ("Yangın tatbikatı {d} {ay} saat {ss}:{dk}", ("Yangın tatbikatı", "{d} {ay}"))]

_KISILER = ["Emre Yıldırım", "Zeynep Aksoy", "Burak Demirtaş", "Elif Kaya", "Mert Özdemir", "Selin Çelik", "Hakan Arslan",
            "Derya Koç", "Onur Şahin", "Gizem Aydın", "Kerem Polat", "Ayşe Kurt", "Volkan Erdem", "Sevgi Taş"]
_GOREVLER = [("{p} yeni sous chef, herkes ona göre", "yeni sous chef"),
             ("Pasta bölümünün başı artık {p}", "Pasta bölümünün başı"),
             ("alerjen kontrolünden sorumlu kişi {p}", "alerjen kontrolünden sorumlu"),
             ("tedarikçi siparişlerini bundan sonra {p} veriyor", "tedarikçi siparişlerini"),
             ("{p} ilk yardım sorumlusu oldu, çanta onun dolabında", "ilk yardım sorumlusu"),
             ("HACCP kayıtlarını {p} tutacak", "HACCP kayıtlarını"),
             ("ızgarada bu sezon {p} var, ocakbaşı onun", "ızgarada bu sezon"),
             ("Stajyerlerden {p} sorumlu", "Stajyerlerden")]
_ISLER = ["et makinesinin bıçağının bilenmesi", "buz makinesinin kireçten arındırılması", "yağ tutucunun boşaltılması",
          "yeni etiket yazıcısının kurulması", "menü kartlarındaki fiyatların güncellenmesi", "kırık tabakların tutanağa geçirilmesi",
          "izin çizelgesinin patrona gönderilmesi", "baharat kavanozlarının etiketlenmesi", "3 numaralı ocağın ateşleyicisinin tamiri",
          "depo sayımının bitirilmesi", "önlüklerin çamaşırhaneye verilmesi", "vakum poşetlerinin sipariş edilmesi"]
_ISTEKLER = ["{a} lazım, kim bakabilir?", "hâlâ bekleyen iş: {a}", "{a} yarına kaldı gönüllü var mı", "ŞEF NOTU: {a} unutulmasın!",
             "arkadaşlar {a} kimsenin aklına gelmedi mi 🙄", "Bu hafta yapılacak: {a}. Kim üstlenir?"]

# Corrected by an edit: (first text, edited text, subject, kind of value).
_DUZELTMELER = [("personel wifi şifresi: {x}", "personel wifi şifresi: {y} (öbürü eski şifreydi)", "personel wifi şifresi", "wifi"),
                ("Alarm kodu {x}, kapatırken unutmayın", "Alarm kodu {y}, kapatırken unutmayın", "Alarm kodu", "kod"),
                ("Sebzeci Rıza abinin numarası {x}", "Sebzeci Rıza abinin numarası {y}", "Sebzeci Rıza", "tel"),
                ("Bu haftaki balık siparişi: {x}", "Bu haftaki balık siparişi: {y}", "balık siparişi", "balik"),
                ("şok dondurucunun ayarı {x}, sakın değiştirmeyin", "şok dondurucunun ayarı {y}, sakın değiştirmeyin",
                 "şok dondurucunun ayarı", "derece"),
                ("Yazar kasanın servis şifresi {x}", "Yazar kasanın servis şifresi {y}", "Yazar kasanın servis şifresi", "kasa")]
# Contradicted by a later message: (first text, the later ones, subject, kind of value).
_DEGISIKLIKLER = [("Cumartesi akşam vardiyasını {x} kapatıyor", ["değişiklik var, Cumartesi akşam vardiyasını {y} kapatıyor",
                                                                  "Cumartesi akşam vardiyasını {y} alıyor, öbürü hastalandı"],
                   "Cumartesi akşam vardiyasını", "kisi"),
                  ("et teslimatı yarın {x}", ["kasap aradı et teslimatı {y} olacak", "et teslimatı değişti: {y}"], "et teslimatı", "saat"),
                  ("günün çorbası {x}", ["günün çorbası değişti, {y} yapıyoruz", "bu akşam günün çorbası {y}, malzeme yetmedi"],
                   "günün çorbası", "corba"),
                  ("personel toplantısı {x}, herkes katılsın", ["personel toplantısı {y} oldu herkes gelsin",
                                                                 "Not: personel toplantısı {y} yapılacak, saat aynı"],
                   "personel toplantısı", "tarih"),
                  ("Perşembe catering siparişi {x} kişilik", ["catering sayısı değişti, Perşembe {y} kişilik",
                                                              "müşteri aradı catering {y} kişiye çıktı"], "catering", "adet"),
                  ("Akşam servisinde bulaşıkta {x} var", ["bulaşıkta bu akşam {y} duracak", "değişiklik: akşam bulaşıkta {y}"],
                   "bulaşıkta", "kisi")]
_NOBETCI = ["Tuncay", "Barış", "Nazlı", "Dilek", "Ozan", "Cem", "Serkan"]
_CORBALAR = ["domates çorbası", "tarhana çorbası", "işkembe çorbası", "brokoli çorbası", "tavuk suyu çorbası", "mantar çorbası",
             "kremalı balkabağı çorbası"]

# The chatter.
_KISA = ["tamam şef", "tamam", "tmm", "ok", "okey", "👍", "👌", "eyvallah", "sağol", "sağ ol usta", "geliyorum", "5 dk", "yoldayım",
         "🙏", "😂😂", "hahaha", "abi", "evet şef", "yok", "bitti", "kolay gelsin", "hayırlı işler", "👨‍🍳", "🔥🔥", "anlaşıldı",
         "tmm abi", "olur", "bakıyorum", "geldim", "10 dk gecikiyorum trafik", "💪", "ellerine sağlık", "afiyet olsun", "eyv",
         "ok şef", "👍👍", "tamam sef", "sagol", "he", "yok abi", "aynen", "😅"]
_ORTA = ["soğuk odanın kapısı yine açık kalmış en son kim çıktı", "limon bitti biri manava koşsun", "yarın izinliyim unutmayın",
         "patates soyma makinesi yine ses yapıyor", "masa 7 glutensiz istiyor haberiniz olsun", "ekmekler yine geç geldi fırına söyleyin",
         "bulaşık makinesi yine su kaçırıyor", "akşam 20:00 itibarıyla salon full", "kuzu bitti menüden düşürün",
         "garsonlar fişleri okunaklı yazsın lütfen", "12 numaralı masa tatlıyı geri gönderdi çok şekerli dedi",
         "{e} bugün 2 saat erken çıkacak", "buzdolabı 2'de etiketsiz kap var kimin", "maydanozlar çürük gelmiş fotoğrafını attım",
         "{e} yarın doğum günü pasta ısmarladık 🎂", "şef bugün keyifsiz dikkat 😅", "hat 3'te alev sönüyor bakın",
         "sipariş ekranı dondu yine", "Pazartesi herkes 09:00'da burada olsun", "bugün 140 kover çıktı helal olsun ekibe",
         "teslimatçı kapıda bekliyor kim açacak", "Masa 4 iki kuzu bir levrek çıkıyor", "fırın 180 derecede kalsın",
         "humus yetmez akşama 2 kilo daha nohut ıslatın", "salata barda roka kalmadı", "servis 19:30 doldu rezervasyon almayın",
         "{e} nerede telefonu açmıyor", "bugün çok yoğun geçti eline sağlık herkesin", "yağlı kağıt bitmiş depoda var mı",
         "ocakbaşı dumanı salona geliyor davlumbaz zayıf çekiyor", "Bıçakları kimse makineye atmasın!!"]
_SIKAYET = ["arkadaşlar bi şey diyeceğim alınmayın", "üç gündür bulaşığı tek başıma yıkıyorum", "akşam servisinde 200 tabak geldi",
            "garsonlar tepsileri üst üste yığıp bırakıyor", "tezgahta yer kalmıyor", "sonra şef bağırıyor neden tabak yok diye",
            "ben de insanım yani", "belim tutuldu", "dün gece 01:30'da çıktım", "sabah 09:00'da yine buradaydım", "maaş da zaten belli",
            "en azından bi kişi daha verin", "yoksa ben bu tempoyu kaldıramam", "kusura bakmayın uzun yazdım", "ama söylemem lazımdı"]
_KURAL = ("Arkadaşlar servis sırasında telefonlar dolapta kalacak, bonesiz ve eldivensiz tezgaha girilmez. "
          "Kuralı bilmeyen kalmasın. Teşekkürler 🙏")
_ALERJENLER = ["fıstık", "ceviz", "gluten", "süt", "yumurta", "susam", "kabuklu deniz ürünü"]
_MALZEME = {"Manav": [("domates", "kg"), ("soğan", "kg"), ("maydanoz", "demet"), ("limon", "kasa"), ("roka", "kg"), ("patlıcan", "kg"),
                      ("biber", "kg"), ("dereotu", "demet"), ("marul", "adet"), ("patates", "çuval")],
            "Kasap": [("kuzu incik", "kg"), ("dana kıyma", "kg"), ("kuzu pirzola", "kg"), ("tavuk but", "kg"), ("ciğer", "kg"),
                      ("kemik", "kg")],
            "Kuru gıda": [("bulgur", "kg"), ("pirinç", "kg"), ("nohut", "kg"), ("un", "çuval"), ("tahin", "kavanoz"), ("salça", "teneke"),
                          ("ayçiçek yağı", "lt")],
            "Metro": [("yoğurt", "kova"), ("beyaz peynir", "teneke"), ("tereyağı", "kg"), ("kaymak", "kg"), ("streç film", "rulo"),
                      ("eldiven", "kutu")]}
_TARIF = ["Humus (20 porsiyon): 2 kg haşlanmış nohut, 500 g tahin, 6 limon, 8 diş sarımsak, 200 ml zeytinyağı, tuz, kimyon. "
          "Blenderda 4 dk, buz gibi su ile açın.",
          "Ezme (1 gastronom): 3 kg domates, 1 kg kapya biber, 500 g soğan, 2 demet maydanoz, 150 g nar ekşisi, 2 yk isot, 1 yk tuz.",
          "Kuzu tandır marine: 10 kg incik için 400 g yoğurt, 200 g salça, 100 ml zeytinyağı, 20 g kekik, 30 g tuz. 12 saat dinlenecek.",
          "Sütlaç (40 kase): 8 lt süt, 1 kg pirinç, 1,6 kg şeker, 120 g nişasta. Fırında 220 derece üstten 12 dk."]
_HAZIRLIK = ["soğan doğra {n} kg", "maydanoz ince kıyım {n} demet", "humus {n} kg", "ezme {n} gastronom", "acılı ezme tadına bak",
             "kuzu incikleri marine et", "pilav {n} kg", "cacık {n} kova", "fava {n} tepsi", "patlıcan köz {n} kg",
             "levrekleri fileto yap", "limonları dilimle", "tatlılar vitrine", "ekmekleri kes", "sütlaç {n} tepsi fırına",
             "bulgur ıslat {n} kg", "köfte harcı {n} kg", "salata yeşillikleri yıka", "sosları doldur, etiketle"]
_YORUMLAR = ["⭐⭐⭐⭐⭐ \"Kuzu tandır muhteşemdi, servis çok hızlıydı\" - Google yorumu",
             "⭐⭐ \"Mezeler güzel ama ana yemek 45 dakika gecikti\" - Google yorumu 🙄",
             "⭐⭐⭐⭐⭐ \"Ezme ve humus İstanbul'un en iyisi\" diyor adam 😎",
             "⭐⭐⭐ \"Fiyatlar biraz yüksek, balık tazeydi\" - Yemeksepeti"]
_LINKLER = ["https://www.instagram.com/p/{kod}/ yeni paylaşım beğenin 😄", "https://maps.app.goo.gl/{kod} yeni depo burası",
            "https://www.youtube.com/watch?v={kod} şefin bahsettiği teknik bu", "https://www.trendyol.com/sef-bicak-seti-p-{n} indirimde",
            "https://g.page/r/{kod}/review yorumlara bakın", "https://www.yemeksepeti.com/restaurant/{kod} puanımız 9.{rakam} olmuş"]
_BOT = ["Not aldım 👍", "Kaydettim.", "Sesli mesajları dinleyemiyorum, yazabilir misin?", "Rica ederim!", "Zamanı gelince hatırlatırım."]


def _duz(text: str) -> str:
    """As typed in a hurry on a phone without Turkish letters."""
    return text.translate(str.maketrans("şğıçöüŞĞİÇÖÜâ", "sgicouSGICOUa"))


def _kod(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ0123456789_-") for _ in range(n))


class _Mutfak:
    """One chat's draws and the kitchen's ways of talking."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.p = Pools(rng, konu=_KONULAR, sayi=_SAYILAR, tarih_t=_TARIHLER, kisi_f=_KISILER, gorev=_GOREVLER, is_=_ISLER,
                       duzeltme=_DUZELTMELER, degisiklik=_DEGISIKLIKLER, kisi=_NOBETCI, corba=_CORBALAR)

    def _yeni(self, tag: str, lo: int, hi: int) -> int:
        return int(self.p.unique(lambda: (tag, self.rng.randrange(lo, hi)))[1])

    def deger(self, kind: str) -> Optional[str]:
        r, p = self.rng, self.p
        if kind == "wifi":
            return p.unique(lambda: f"{r.choice(['Mangal', 'Ocakbasi', 'Meze', 'Rakı', 'Simit'])}{r.randrange(1000, 9999)}")
        if kind == "kod":
            return p.unique(lambda: str(r.randrange(1000, 9999)))
        if kind == "tel":
            return p.unique(lambda: f"05{r.choice(['32', '33', '42', '44', '55', '05'])} {r.randrange(100, 999)} {r.randrange(10, 99)} "
                                    f"{r.randrange(10, 99)}")
        if kind == "balik":
            return p.unique(lambda: f"{r.randrange(10, 26)} kg levrek, {r.randrange(10, 19)} kg çipura")
        if kind == "derece":
            return p.unique(lambda: f"-{r.randrange(17, 26)}°C")
        if kind == "kasa":
            return p.unique(lambda: str(r.randrange(100000, 999999)))
        if kind == "saat":
            return p.unique(lambda: f"{r.randrange(6, 14):02d}:{r.choice(['00', '15', '30', '45'])}")
        if kind == "tarih":
            return p.unique(lambda: f"{r.choice(_GUNLER[:5])} {r.randrange(10, 29)} {r.choice(_AYLAR)}")
        if kind == "adet":
            return str(self._yeni("adet", 100, 200))
        return p.take(kind)

    def plant(self, kind: str) -> Planted:
        p, r = self.p, self.rng
        if kind == "decision":
            konu = p.take("konu")
            if konu is None:
                return None
            c = r.choice(konu[1])
            return r.choice(_KARARLAR).format(s=konu[0], S=konu[0][0].upper() + konu[0][1:], c=c), (konu[0], c), None
        if kind in ("number", "date/time"):
            t = p.take("sayi" if kind == "number" else "tarih_t")
            if t is None:
                return None
            text, probe = t
            gun = r.choice(_GUNLER)
            cek: dict[str, Callable[[], str]] = dict(
                bin=lambda: str(self._yeni("bin", 9, 48)), yuz=lambda: f"{r.randrange(0, 1000):03d}",
                derece=lambda: str(self._yeni("derece", 52, 75)),
                kisi=lambda: str(self._yeni("kisi", 120, 380)), tl=lambda: f"{self._yeni('tl', 2, 5)}.{r.randrange(0, 10)}50",
                ciro=lambda: str(self._yeni("ciro", 60, 240)), bahsis=lambda: f"{self._yeni('bahsis', 350, 1900):,}".replace(",", "."),
                gram=lambda: str(self._yeni("gram", 28, 46) * 10), yuzde=lambda: str(self._yeni("yuzde", 3, 15)),
                gaz=lambda: f"{self._yeni('gaz', 8, 39)}.{r.randrange(100, 999)}", d=lambda: str(self._yeni("d", 1, 29)),
                ay=lambda: r.choice(_AYLAR), gun=lambda: gun, ss=lambda: f"{self._yeni('ss', 7, 18):02d}",
                dk=lambda: r.choice(["00", "15", "30", "45"]))
            slots = {k: f() for k, f in cek.items() if "{" + k + "}" in text}
            return text.format(**slots), tuple(x.format(**slots) for x in probe), None
        if kind == "who is who":
            kim, gorev = p.take("kisi_f"), p.take("gorev")
            return (gorev[0].format(p=kim), (kim, gorev[1]), None) if kim and gorev else None
        if kind == "open task":
            a = p.take("is_")
            return (r.choice(_ISTEKLER).format(a=a), (a,), None) if a else None
        return superseded(kind, p.take("duzeltme" if kind == "corrected (edit)" else "degisiklik"), r, self.deger)

    # -- chatter ----------------------------------------------------------------------------

    def sicaklik(self) -> str:
        r = self.rng
        return (f"🌡 Sıcaklık kontrolü {r.choice(['09', '10', '16', '17'])}:{r.choice(['00', '10', '30', '45'])}\n"
                f"Buzdolabı 1: {r.randrange(1, 6)}°C\nBuzdolabı 2: {r.randrange(1, 6)}°C\nSoğuk oda: {r.randrange(0, 5)}°C\n"
                f"Dondurucu: -{r.randrange(16, 23)}°C\nSıcak dolap: {r.randrange(62, 80)}°C\nKontrol eden: {r.choice(_EKIP)}")

    def vardiya(self) -> str:
        r = self.rng
        d = r.randrange(1, 22)
        satir = []
        for g in ["Pzt", "Sal", "Çar", "Per", "Cum", "Cmt", "Paz"]:
            kim = r.sample(_EKIP[:7], r.randrange(2, 5))
            satir.append(f"{g}: " + ", ".join(f"{k} {r.choice(['08-16', '10-18', '12-20', '15-23', '16-00'])}" for k in kim))
        return f"📋 HAFTALIK VARDİYA ({d}-{d + 6} {r.choice(_AYLAR)})\n" + "\n".join(satir) + "\nDeğişiklik isteyen şefe yazsın"

    def siparis(self) -> str:
        r = self.rng
        kim = r.choice(list(_MALZEME))
        kalem = r.sample(_MALZEME[kim], r.randrange(3, len(_MALZEME[kim]) + 1))
        return f"{kim} siparişi:\n" + "\n".join(f"- {m} {r.randrange(1, 30)} {b}" for m, b in kalem) + \
            r.choice(["", "\nyarın sabah 8'e kadar gelsin", "\nfaturayı mail atsınlar"])

    def hazirlik(self) -> str:
        """The morning prep list, as the chef writes it on the board and then types it."""
        r = self.rng
        isler = r.sample(_HAZIRLIK, r.randrange(5, 10))
        return (r.choice(["📝 Sabah hazırlık listesi", "HAZIRLIK", "bugünkü mizanplas", "Akşam servisi için hazırlık"]) + "\n"
                + "\n".join(f"{i + 1}. {x.format(n=r.randrange(2, 16))}" for i, x in enumerate(isler))
                + r.choice(["", "\n11:30'a kadar bitsin", "\nbitiren tahtaya tik atsın", "\nsoru olan bana sorsun"]))

    def sikayet(self) -> str:
        r = self.rng
        secilen = sorted(r.sample(range(len(_SIKAYET)), r.randrange(5, len(_SIKAYET))))
        return (" " if r.random() < 0.6 else "\n").join(_SIKAYET[i] for i in secilen)

    def chatter(self) -> Said:
        r = self.rng
        x = r.random()
        if x < 0.32:
            return r.choice(_KISA), None
        if x < 0.52:
            text = r.choice(_ORTA).format(e=r.choice(_EKIP))
            if r.random() < 0.3:
                text = _duz(text)
            return text, None
        if x < 0.57:
            return self.sicaklik(), None
        if x < 0.61:
            return self.vardiya(), None
        if x < 0.66:
            return self.siparis(), None
        if x < 0.70:
            return self.hazirlik(), None
        if x < 0.73:
            return (f"⚠️ ALERJEN UYARISI masa {r.randrange(1, 25)}: {r.choice(_ALERJENLER)} alerjisi var, ayrı tezgah ayrı tava, "
                    f"garsona teyit edin"), None
        if x < 0.75:
            return _KURAL, None
        if x < 0.79:
            return self.sikayet(), None
        if x < 0.81:
            return r.choice(_TARIF), None
        if x < 0.82:
            return r.choice(_YORUMLAR), None
        if x < 0.85:
            return r.choice(_LINKLER).format(kod=_kod(r, 11), n=r.randrange(10**8, 10**9), rakam=r.randrange(0, 10)), None
        if x < 0.92:
            if r.random() < 0.75:
                return r.choice(["", "", "tahta", "bugünkü hazırlık listesi", "yeni sunum 😍", "bu ne böyle", "mal geldi"]), [
                    {"kind": "photo", "name": f"IMG-2026{r.randrange(1, 13):02d}{r.randrange(1, 29):02d}-WA{r.randrange(0, 300):04d}.jpg",
                     "mime": "image/jpeg", "bytes": r.randrange(90_000, 3_000_000)}]
            return "", [{"kind": "video", "name": f"VID-{r.randrange(10000, 99999)}.mp4", "mime": "video/mp4",
                         "bytes": r.randrange(1_000_000, 30_000_000)}]
        return "", [{"kind": "voice", "mime": "audio/ogg", "bytes": r.randrange(3_000, 300_000), "ref": f"ptt-{_kod(r, 12)}"}]

    def wrap(self, text: str) -> str:
        r = self.rng
        return r.choice([f"{text} anlaşıldı mı", f"{text}\n\n{_KURAL}", f"{self.vardiya()}\n\nbir de {text}", f"{text}\n{self.siparis()}",
                         f"abi bi de {text}", f"{r.choice(_ORTA).format(e=r.choice(_EKIP))} ayrıca {text}",
                         f"{self.sikayet()} neyse {text}"])


def generate(seed: int, chats: int, messages: int, ids: Optional[Ids] = None, fact_share: float = 0.08) -> list[Chat]:
    rng = random.Random(f"{NAME}/{seed}")
    name = ids or (lambda c: f"mtf{seed}-{c}")
    return [_chat(rng, name(c), messages, fact_share) for c in range(chats)]


def _chat(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    m = _Mutfak(rng)
    people = [f"user{rng.randrange(10**9, 10**10)}" for _ in range(rng.randrange(5, 12))]
    voice = Voice(
        plant=m.plant,
        chatter=m.chatter,
        wrap=m.wrap,
        wrap_share=0.3,
        reply=lambda: rng.choice(_BOT),
        reply_share=0.05,
        # Prep in the morning, a flood of one-liners during service, silence after closing.
        gap_s=lambda: rng.randrange(5, 700) if rng.random() > 0.1 else rng.randrange(4 * 3600, 14 * 3600),
        supersede_after=(4, 35),
    )
    return assemble(rng, chat_id, n, fact_share, NAME, people, voice)
