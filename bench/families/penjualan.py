"""The penjualan family: the sales team of a Jakarta start-up selling a cashier app to restaurants, on WhatsApp, in Indonesian.

Written for batch 6, after venekerho, divadlo and pensiune (batch 5) were measured once (with
extractive-v5) and joined the tuning set, and run on no version of the summarizer when it was
committed: a held-out family. The head of sales writes tidy messages with bullet points and
opens the day with "Pagi tim, semangat closing hari ini! 🔥"; the account executives and SDRs
write between client visits in South-Jakarta code-mixing, lower case and without a full stop
("btw klien yg di PIK literally minta diskon lagi", "otw", "noted kak", "wkwkwk"); the founder
drops in with one line; a senior AE sometimes writes one long unpunctuated paragraph about a
client who ghosted. The head of sales posts the same reminder about updating the CRM before
five again and again. Pasted into the chat: the pipeline table from the CRM (deal, stage, value
in rupiah), a JSON payload from the payment webhook, the SQL an analyst used for the month's
numbers, the weekly leaderboard, a prospect's e-mail forwarded, call notes in bullets; links to
the CRM, Google Meet, Calendly, LinkedIn, Notion and Loom; photos from outlets, decks as PDF,
voice notes from the car. Money is "Rp 12.500.000", "Rp 349.000" and "Rp 85 juta", times
"pukul 14.00 WIB" and "jam 3 sore", dates "Senin, 14 Maret" and "14/3". Its facts are said
the team's way ("Oke fix ya guys, target kota ekspansi berikutnya: Surabaya.", "PIC untuk area
Jakarta Selatan: Putri Maharani").
"""

from __future__ import annotations

import random
from collections.abc import Callable

from .common import Chat, Ids, Planted, Pools, Said, Voice, assemble, code, grouped, superseded

NAME = "penjualan"
LANGUAGE = "id"
# Messages per chat by default: about 18,000 to 25,000 characters of history and about 20 facts.
MESSAGES = 300

_BULAN = ["Januari", "Februari", "Maret", "April", "Mei", "Juni", "Juli", "Agustus", "September", "Oktober", "November", "Desember"]
_HARI = ["Senin", "Selasa", "Rabu", "Kamis", "Jumat", "Sabtu"]
_WAKTU = [("pagi", 7, 11), ("siang", 11, 15), ("sore", 15, 18)]
# The team as the chatter names them (never a fact's person).
_TIM = ["Kevin", "Tasya", "Bima", "Gilang", "Nabila", "Dimas", "Sarah", "Arief", "Mbak Rina", "Ko Hans"]
_PROSPEK = ["Warung Tekko Rasa", "Kopi Pagi Jaya", "Soto Betawi H. Mamat", "Dimsum Ceria", "Es Teh Manis Co.", "Nasi Uduk Kebon Kacang 9",
            "Pempek Cek Ana", "Burger Bangor-ish", "Toko Roti Lestari", "Seblak Neng Euis"]

# Decisions: (the subject, as said and probed, what it may be settled on).
_TOPIK = [("target kota ekspansi berikutnya", ["Surabaya", "Medan", "Makassar"]),
          ("CRM ke depannya", ["tetap pakai yang sekarang", "pindah ke Pipedrive", "Salesforce Essentials"]),
          ("skema komisi kuartal ini", ["flat 5% dari nilai deal", "bertingkat per pencapaian target", "bonus per logo baru"]),
          ("diskon maksimal tanpa approval", ["maksimal 10 persen", "maksimal 20 persen", "nol, semua lewat approval"]),
          ("venue outing akhir tahun", ["Puncak", "Ubud", "Pantai Anyer"]),
          ("format demo untuk prospek baru", ["demo live via Google Meet", "video Loom dulu", "datang langsung ke outlet"]),
          ("free trial buat restoran", ["14 hari", "30 hari", "dihapus, langsung paket Basic"]),
          ("jadwal WFO tim sales", ["Senin dan Kamis", "Selasa saja", "tiap hari kecuali Jumat"])]
_KEPUTUSAN = ["Oke fix ya guys, {s}: {c}.", "Keputusan dari management: {s} = {c}", "udah diputusin, {s} {c} 👍",
              "{S} akhirnya {c}. Thanks semua buat inputnya!", "Final: {s} → {c}", "abis meeting tadi, {s} jadi {c} ya"]

# Numbers and dates: (text, probe); each template, with its own subject, once a chat.
_ANGKA = [("Target tim bulan ini Rp {jt} juta, ayo kejar! 💪", ("Target tim bulan ini", "Rp {jt} juta")),
          ("Total pipeline kita sekarang Rp {mil} miliar", ("Total pipeline kita", "Rp {mil} miliar")),
          ("Churn rate bulan lalu {pct}%", ("Churn rate bulan lalu", "{pct}%")),
          ("udah {out} outlet yang pakai aplikasi kita di Jabodetabek", ("outlet yang pakai aplikasi", "{out} outlet")),
          ("Harga paket Pro sekarang Rp {rb}.000 per bulan", ("Harga paket Pro", "Rp {rb}.000")),
          ("Budget iklan LinkedIn kuartal ini Rp {jt} juta", ("Budget iklan LinkedIn", "Rp {jt} juta")),
          ("Win rate tim kuartal lalu {wr}%, naik dikit", ("Win rate tim", "{wr}%")),
          ("Rata-rata deal size sekarang Rp {jt} juta", ("deal size", "Rp {jt} juta")),
          ("minggu ini kita dapat {lead} lead baru dari webinar 🎉", ("lead baru dari webinar", "{lead} lead")),
          ("Komisi yang cair bulan ini total Rp {kom}", ("Komisi yang cair", "Rp {kom}"))]
_TANGGAL = [("Demo ke Bakmi Aling: {hari}, {d} {bulan}, pukul {hh}.{mm} WIB", ("Demo ke Bakmi Aling", "pukul {hh}.{mm}")),
            ("Kontrak Kedai Nusantara harus ditandatangani paling lambat {d} {bulan}", ("Kontrak Kedai Nusantara", "{d} {bulan}")),
            ("Quarterly review sama CEO hari {hari} jam {j} {w}", ("Quarterly review", "jam {j} {w}")),
            ("Pameran franchise di JCC tanggal {d}–{d2} {bulan}", ("Pameran franchise di JCC", "{d}–{d2} {bulan}")),
            ("Onboarding klien Roti Bakar 88 mulai {d}/{m}", ("Onboarding klien Roti Bakar 88", "{d}/{m}")),
            ("Deadline laporan forecast: {hari} {d} {bulan} jam {hh}.{mm}", ("laporan forecast", "{d} {bulan}")),
            ("Webinar 'Digitalisasi Kasir UMKM' tayang {hari} pukul {hh}.{mm} WIB", ("Digitalisasi Kasir UMKM", "pukul {hh}.{mm}")),
            ("Training produk versi baru {hari} {d}/{m} jam {hh}.{mm}", ("Training produk versi baru", "{d}/{m}")),
            ("Kick-off tahunan di kantor {d} {bulan}, semua wajib hadir", ("Kick-off tahunan", "{d} {bulan}"))]

_ORANG = ["Rizky Pratama", "Dewi Anggraeni", "Andi Saputra", "Putri Maharani", "Fajar Nugroho", "Siti Rahmawati", "Bagus Wicaksono",
          "Nadia Kusuma", "Yoga Permana", "Intan Wulandari", "Hendra Gunawan", "Ayu Paramitha", "Reza Firmansyah", "Citra Handayani"]
_PERAN = [("{p} sekarang pegang akun enterprise", "akun enterprise"),
          ("PIC untuk area Jakarta Selatan: {p}", "area Jakarta Selatan"),
          ("Mulai minggu depan {p} jadi team lead SDR", "team lead SDR"),
          ("Yang urus kontrak dan legal itu {p}", "kontrak dan legal"),
          ("{p} handle partnership dengan bank", "partnership dengan bank"),
          ("Buat pertanyaan soal komisi, tanya {p} dari finance", "soal komisi"),
          ("Account manager baru buat klien F&B: {p}", "klien F&B"),
          ("{p} yang bakal presentasi di booth pameran", "presentasi di booth")]
_TUGAS = ["kirim proposal revisi ke Sate Pak Darto", "update deck presentasi Q3", "follow up lead dari pameran bulan lalu",
          "bikin video demo fitur stok", "rekap feedback klien bulan ini", "cek invoice yang belum dibayar", "siapin kontrak buat Kopi Senja",
          "isi form reimbursement bensin", "terjemahin brosur ke bahasa Inggris", "booking ruang meeting buat hari Kamis",
          "balas email dari investor Singapura", "jadwalin ulang demo Martabak Bangka 77"]
_MINTA = ["Siapa yang bisa {a}? 🙏", "tolong ada yang {a} hari ini ya", "masih belum ada yang {a} nih guys", "ada yang free buat {a}?",
          "Butuh volunteer: {a}. Thanks!", "bisa bantu {a}? aku lagi di lapangan"]

# Corrected by an edit: (first text, edited text, subject, kind of value).
_KOREKSI = [("Link Zoom buat demo besok: {x}", "Link Zoom buat demo besok: {y}", "Link Zoom buat demo besok", "zoom"),
            ("No. rekening buat transfer DP: {x}", "No. rekening buat transfer DP: {y} (yang tadi rekening lama)", "rekening buat transfer DP", "rek"),
            ("Kode voucher buat prospek webinar: {x}", "Kode voucher buat prospek webinar: {y}", "Kode voucher buat prospek", "voucher"),
            ("Nomor WA owner Ayam Geprek Juara: {x}", "Nomor WA owner Ayam Geprek Juara: {y}, chat aja jangan telpon",
             "owner Ayam Geprek Juara", "hp"),
            ("Password akun demo: {x}", "Password akun demo: {y}", "Password akun demo", "pw"),
            ("Nomor PO dari Dapur Mama Lia: {x}", "Nomor PO dari Dapur Mama Lia: {y}", "Nomor PO dari Dapur Mama Lia", "po")]
# Contradicted by a later message: (first text, the later ones, subject, kind of value).
_PERUBAHAN = [("Meeting sama investor jadi {x}", ["Meeting sama investor mundur ke {y}", "update: meeting sama investor {y}, mereka delay"],
               "Meeting sama investor", "jam"),
              ("Harga promo paket Basic {x}/bulan", ["Harga promo paket Basic naik jadi {y}/bulan", "revisi: harga promo paket Basic {y}/bulan"],
               "Harga promo paket Basic", "rb"),
              ("Kuota demo per SDR per minggu: {x}", ["Kuota demo per SDR per minggu dinaikin jadi {y}", "koreksi, kuota demo per SDR per minggu {y}"],
               "Kuota demo per SDR", "demo"),
              ("Gathering tim sales tanggal {x}", ["Gathering tim sales dipindah ke {y}", "guys gathering tim sales jadi {y} ya"],
               "Gathering tim sales", "tgl"),
              ("Closing Kopi Senja estimasinya {x}", ["Closing Kopi Senja turun, estimasinya {y}", "update closing Kopi Senja: {y}"],
               "Closing Kopi Senja", "juta"),
              ("Komisi SDR per demo yang closing: {x}", ["Komisi SDR per demo yang closing diubah jadi {y}", "dari finance: komisi SDR per demo {y}"],
               "Komisi SDR per demo", "rb")]

# The chatter.
_PENDEK = ["noted", "siap", "ok", "oke kak", "mantap 🔥", "gas", "otw", "wkwkwk", "👍", "🙏", "sip", "makasih", "thanks!", "noted kak",
           "siap bos", "on it", "done ✅", "lagi di jalan", "bentar ya", "😂", "hadir", "cmiiw", "aman", "yoi", "wkwk", "keren!", "👏", "mantul",
           "okeee", "ga bisa", "bisa bisa", "otw kantor", "🚀", "asli?", "hahaha", "sabar ya", "Noted, thanks.", "semangat!", "ya", "gak",
           "lagi call", "💸", "huhu", "anjay", "gokil"]
_SEDANG = ["btw klien yg di PIK literally minta diskon lagi", "macet parah di Sudirman, telat 15 menit ya", "abis demo di Kemang, owner-nya suka banget",
           "{t} udah sampai outlet belum?", "ada yang punya contact owner resto padang di Tebet?", "wifi di coworking mati, aku pindah ke kafe",
           "klien yg kemarin ghosting lagi 🥲", "Tolong share template email follow-up yang baru dong", "laptop aku nge-hang pas demo, malu bgt",
           "{t} closing 3 outlet hari ini! 🎉", "prospek di BSD minta integrasi sama GoFood, bisa ga sih", "aku WFH hari ini, anak sakit",
           "siapa yg pinjem charger di meja aku", "hari ini hujan, demo di Bekasi di-reschedule sama kliennya",
           "owner-nya bilang harga kita kemahalan dibanding kompetitor", "aku udah kirim quotation, tinggal tunggu approval mereka",
           "printer kantor rusak lagi", "Ada yang mau titip kopi? aku ke bawah", "lunch bareng yuk jam 12", "{t} izin telat, ban motor bocor",
           "kliennya nanya bisa bayar pakai QRIS ga, bisa kan?", "capek bgt hari ini 5 visit", "ada yang tau cara export report dari dashboard?",
           "Klien minta invoice dikirim ulang, emailnya ketolak", "fyi kompetitor lagi promo gratis 3 bulan", "tadi ketemu owner yg ternyata temen SMA aku wkwk",
           "yg parkir di lobby mobil siapa ya, disuruh pindah", "Ada update dari tim produk soal fitur reservasi?",
           "aku cuti Jumat ya guys", "sales deck yg lama jangan dipake lagi ya", "{t} dapet referral dari klien lama, mantap",
           "demo tadi lancar, tinggal negosiasi harga", "klien minta training ulang buat kasirnya"]
_KATA_TANYA = {"ada", "siapa", "yg", "kliennya"}
_SENIOR = ["guys aku mau cerita dikit", "jadi klien yg di Kelapa Gading itu", "udah 3 kali demo", "udah kirim proposal 2 versi",
           "owner-nya bilang oke tinggal tanda tangan", "terus tiba-tiba ga bales WA sama sekali", "aku telpon ga diangkat",
           "aku datengin outletnya katanya owner lagi di luar kota", "eh ternyata mereka udah pake kompetitor", "yg harganya lebih murah 50rb",
           "sakit hati sih jujur", "tapi ya udah lah namanya juga sales", "lesson learned minta DP di awal"]
_HEAD = ["Halo tim, rangkuman minggu ini:", "• Pipeline naik, tapi banyak deal yang nyangkut di stage negosiasi.",
         "• Tolong follow-up maksimal H+2 setelah demo.", "• Jangan janjiin fitur yang belum rilis ke klien ya.",
         "• Buat yang belum isi timesheet, deadline besok.", "• Great job buat semua yang udah closing minggu ini 👏", "Semangat! 🚀"]
_PENGINGAT = ("⚠️ Reminder: semua deal WAJIB di-update di CRM sebelum jam 17.00, notes meeting jangan cuma di WA ya. "
              "Stage yang ga di-update = ga dihitung komisi. Thanks tim! 🙏")
_SAPAAN = "Pagi tim, semangat closing hari ini! 🔥"
_TAUTAN = ["https://app.hubspot.com/contacts/{n}/deal/{m} tolong dicek ya", "https://meet.google.com/{a}-{b}-{c} join sekarang",
           "https://calendly.com/kasirku-sales/demo-30min link buat prospek", "https://www.linkedin.com/in/{k}/ ini decision maker-nya",
           "https://www.notion.so/kasirku/Battlecard-{k} battlecard kompetitor", "https://www.loom.com/share/{k} rekaman demo kemarin",
           "https://maps.app.goo.gl/{k} outletnya di sini"]
_BOT = ["Dicatat ✍️", "Sudah saya simpan.", "Maaf, saya belum bisa dengar voice note, bisa diketik?", "Sama-sama!", "Nanti saya ingatkan."]
_KODE = "abcdefghijkmnopqrstuvwxyz0123456789"  # the codes this team pastes are lower case


class _Penjualan:
    """One chat's draws and the team's ways of talking."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.p = Pools(rng, topik=_TOPIK, angka=_ANGKA, tanggal=_TANGGAL, orang=_ORANG, peran=_PERAN, tugas=_TUGAS,
                       koreksi=_KOREKSI, perubahan=_PERUBAHAN)

    def _baru(self, tag: str, lo: int, hi: int) -> int:
        return int(self.p.unique(lambda: (tag, self.rng.randrange(lo, hi)))[1])

    def nilai(self, kind: str) -> str | None:
        r, p = self.rng, self.p
        if kind == "zoom":
            return p.unique(lambda: f"https://us06web.zoom.us/j/{r.randrange(10**10, 10**11)}")
        if kind == "rek":
            return p.unique(lambda: f"{r.choice(['BCA', 'Mandiri', 'BNI'])} {r.randrange(10**9, 10**10)} a.n. PT Kasirku Digital")
        if kind == "voucher":
            return p.unique(lambda: f"{r.choice(['KASIR', 'UMKM', 'RESTO'])}{r.randrange(10, 99)}{code(r, 3, _KODE).upper()}")
        if kind == "hp":
            return p.unique(lambda: f"08{r.choice(['12', '13', '21', '57', '77'])}-{r.randrange(1000, 9999)}-{r.randrange(1000, 9999)}")
        if kind == "pw":
            return p.unique(lambda: f"{r.choice(['Demo', 'Kasir', 'Jualan'])}#{r.randrange(1000, 9999)}")
        if kind == "po":
            return p.unique(lambda: f"PO/2027/{r.randrange(1, 13):02d}/{r.randrange(1000, 9999)}")
        if kind == "jam":
            return p.unique(lambda: f"{r.choice(_HARI)} pukul {r.randrange(8, 18):02d}.{r.choice(['00', '30'])}")
        if kind == "rb":
            return p.unique(lambda: f"Rp {r.randrange(10, 50) * 10}.000")
        if kind == "demo":
            return p.unique(lambda: f"{r.randrange(10, 40)} demo")
        if kind == "tgl":
            return p.unique(lambda: f"{r.choice(_HARI)} {r.randrange(1, 29)} {r.choice(_BULAN[8:12])}")
        if kind == "juta":
            return p.unique(lambda: f"Rp {r.randrange(20, 99)} juta")
        return None

    def plant(self, kind: str) -> Planted:
        p, r = self.p, self.rng
        if kind == "decision":
            topik = p.take("topik")
            if topik is None:
                return None
            c = r.choice(topik[1])
            return r.choice(_KEPUTUSAN).format(s=topik[0], S=topik[0][0].upper() + topik[0][1:], c=c), (topik[0], c), None
        if kind in ("number", "date/time"):
            t = p.take("angka" if kind == "number" else "tanggal")
            if t is None:
                return None
            text, probe = t
            waktu = r.choice(_WAKTU)
            isi: dict[str, Callable[[], str]] = {
                "jt": lambda: str(self._baru("jt", 100, 990)), "mil": lambda: f"{self._baru('mil', 12, 99) / 10:.1f}".replace(".", ","),
                "pct": lambda: f"{self._baru('pct', 12, 89) / 10:.1f}".replace(".", ","), "out": lambda: grouped(self._baru("out", 300, 4000), '.'),
                "rb": lambda: str(self._baru("rb", 199, 899)), "wr": lambda: str(self._baru("wr", 12, 48)), "lead": lambda: str(self._baru("lead", 20, 160)),
                "kom": lambda: grouped(self._baru("kom", 40, 300) * 250_000, '.'),
                "hari": lambda: r.choice(_HARI), "d": lambda: str(self._baru("d", 1, 27)), "bulan": lambda: r.choice(_BULAN),
                "m": lambda: str(r.randrange(1, 13)), "hh": lambda: f"{self._baru('hh', 8, 18):02d}", "mm": lambda: r.choice(["00", "15", "30", "45"]),
                # "jam 3 sore" is 15.00: the hour on a twelve-hour clock and the part of the day.
                "j": lambda: str((self._baru("hh", waktu[1], waktu[2]) - 1) % 12 + 1), "w": lambda: waktu[0]}
            slots = {k: f() for k, f in isi.items() if "{" + k + "}" in text}
            if "{d2}" in text:  # a fair's last day, two days after its first
                slots["d2"] = str(int(slots["d"]) + 2)
            return text.format(**slots), tuple(x.format(**slots) for x in probe), None
        if kind == "who is who":
            siapa, peran = p.take("orang"), p.take("peran")
            return (peran[0].format(p=siapa), (siapa, peran[1]), None) if siapa and peran else None
        if kind == "open task":
            a = p.take("tugas")
            return (r.choice(_MINTA).format(a=a), (a,), None) if a else None
        return superseded(kind, p.take("koreksi" if kind == "corrected (edit)" else "perubahan"), r, self.nilai)

    # -- chatter ----------------------------------------------------------------------------

    def pipeline(self) -> str:
        r = self.rng
        baris = ["| Deal | Stage | Nilai | Owner |", "|---|---|---|---|"]
        for nama in r.sample(_PROSPEK, r.randrange(4, 8)):
            baris.append(f"| {nama} | {r.choice(['Discovery', 'Demo', 'Proposal', 'Negosiasi', 'Closed Won', 'Closed Lost'])} | "
                         f"Rp {grouped(r.randrange(3, 120) * 500_000, '.')} | {r.choice(_TIM)} |")
        return (r.choice(["Pipeline per hari ini:", "export dari CRM 👇", "update pipeline minggu ini"]) + "\n" + "\n".join(baris)
                + r.choice(["", "\nyg masih di Discovery tolong digas", "\nthanks all"]))

    def webhook(self) -> str:
        r = self.rng
        return (r.choice(["payment webhook-nya gagal, ini payload-nya:", "ini yg masuk dari payment gateway, bener ga?", "cc tim tech"])
                + "\n```json\n{" + f'"event": "invoice.{r.choice(["paid", "expired", "failed"])}", "invoice_id": "INV-{r.randrange(10**5, 10**6)}", '
                f'"merchant_id": "m_{code(r, 8, _KODE)}", "amount": {r.randrange(2, 60) * 50_000}, "currency": "IDR", '
                f'"paid_at": "2027-{r.randrange(1, 13):02d}-{r.randrange(1, 29):02d}T{r.randrange(0, 24):02d}:{r.randrange(0, 60):02d}:00+07:00"' + "}\n```")

    def sql(self) -> str:
        r = self.rng
        return ("query yg aku pake buat angka bulanan, cmiiw:\n```sql\nSELECT owner, COUNT(*) AS deals, SUM(amount) AS total\nFROM deals\n"
                f"WHERE stage = 'closed_won' AND closed_at >= '2027-{r.randrange(1, 13):02d}-01'\nGROUP BY owner\nORDER BY total DESC;\n```")

    def leaderboard(self) -> str:
        r = self.rng
        nama = r.sample(_TIM, r.randrange(4, 7))
        return ("🏆 Leaderboard minggu ini\n" + "\n".join(f"{i + 1}. {n} — {r.randrange(1, 9)} deal, Rp {grouped(r.randrange(5, 90) * 1_000_000, '.')}"
                                                         for i, n in enumerate(nama)))

    def email(self) -> str:
        r = self.rng
        return ("---------- Forwarded message ---------\n"
                f"From: {r.choice(['Owner', 'Manager Operasional', 'Finance'])} <{code(r, 6, _KODE)}@{r.choice(['gmail.com', 'yahoo.co.id'])}>\n"
                f"Subject: Re: Penawaran aplikasi kasir untuk {r.choice(_PROSPEK)}\n\n"
                f"Selamat siang, terima kasih atas penawarannya. Kami masih membandingkan dengan {r.randrange(2, 4)} vendor lain. "
                f"Mohon info apakah harga sudah termasuk {r.choice(['printer struk', 'pelatihan karyawan', 'integrasi ojol'])}. Salam.")

    def catatan(self) -> str:
        r = self.rng
        return (f"Notes call {r.choice(_PROSPEK)}:\n- outlet: {r.randrange(1, 12)}\n- pakai kasir manual + Excel\n"
                f"- pain point: {r.choice(['stok sering selisih', 'antrian panjang jam makan siang', 'laporan harian telat'])}\n"
                f"- next step: {r.choice(['kirim proposal', 'demo ke owner', 'trial di 1 outlet'])}")

    def senior(self) -> str:
        r = self.rng
        pilih = sorted(r.sample(range(len(_SENIOR)), r.randrange(6, len(_SENIOR))))
        return " ".join(_SENIOR[i] for i in pilih)

    def head(self) -> str:
        r = self.rng
        tengah = r.sample(_HEAD[1:-1], r.randrange(2, len(_HEAD) - 2))
        return "\n".join([_HEAD[0]] + tengah + [_HEAD[-1]])

    def chatter(self) -> Said:
        r = self.rng
        x = r.random()
        if x < 0.3:
            return r.choice(_PENDEK), None
        if x < 0.55:
            text = r.choice(_SEDANG).format(t=r.choice(_TIM))
            if r.random() < 0.25 and text[-1].isalnum():  # the head of sales punctuates
                tanya = text.split()[0].lower() in _KATA_TANYA
                text = text[0].upper() + text[1:] + ("?" if tanya else r.choice([".", "!"]))
            return text, None
        if x < 0.58:
            return self.pipeline(), None
        if x < 0.6:
            return self.webhook(), None
        if x < 0.612:
            return self.sql(), None
        if x < 0.632:
            return self.leaderboard(), None
        if x < 0.647:
            return self.email(), None
        if x < 0.667:
            return self.catatan(), None
        if x < 0.697:
            return self.senior(), None
        if x < 0.717:
            return self.head(), None
        if x < 0.75:
            return _PENGINGAT, None
        if x < 0.79:
            return r.choice(_TAUTAN).format(n=r.randrange(10**6, 10**7), m=r.randrange(10**9, 10**10), k=code(r, 10, _KODE),
                                            a=code(r, 3, _KODE), b=code(r, 4, _KODE), c=code(r, 3, _KODE)), None
        if x < 0.805:
            return f"{_SAPAAN} {r.choice(_SEDANG).format(t=r.choice(_TIM))}", None
        if x < 0.885:
            return r.choice(["", "", "outlet baru klien", "setup kasir beres ✅", "booth kita", "team lunch 🍜", "antriannya panjang bgt"]), [
                {"kind": "photo", "name": f"IMG-2027{r.randrange(1, 13):02d}{r.randrange(1, 29):02d}-WA{r.randrange(0, 400):04d}.jpg",
                 "mime": "image/jpeg", "bytes": r.randrange(60_000, 2_900_000)}]
        if x < 0.905:
            return "deck terbaru", [{"kind": "document", "name": "Kasirku_Sales_Deck_v7.pdf", "mime": "application/pdf",
                                     "bytes": r.randrange(900_000, 9_000_000)}]
        if x < 0.935:
            return "", [{"kind": "sticker", "name": "sticker.webp", "mime": "image/webp", "bytes": r.randrange(9_000, 60_000)}]
        return "", [{"kind": "voice", "name": f"PTT-2027{r.randrange(1, 13):02d}{r.randrange(1, 29):02d}-WA{r.randrange(0, 90):04d}.opus",
                     "mime": "audio/ogg", "bytes": r.randrange(6_000, 600_000)}]

    def wrap(self, text: str) -> str:
        r = self.rng
        return r.choice([f"{_SAPAAN} {text}", f"{text}\n\n{_PENGINGAT}", f"{self.senior()} oh iya btw {text}",
                         f"Update singkat:\n• {text}\n• {r.choice(_SEDANG).format(t=r.choice(_TIM))}", f"{text} 🙏",
                         f"{self.pipeline()}\n\nSatu lagi: {text}", f"{text}\nSemangat! 🚀", f"{text} cmiiw"])


def generate(seed: int, chats: int, messages: int, ids: Ids | None = None, fact_share: float = 0.074) -> list[Chat]:
    rng = random.Random(f"{NAME}/{seed}")
    name = ids or (lambda c: f"pjl{seed}-{c}")
    return [_chat(rng, name(c), messages, fact_share) for c in range(chats)]


def _chat(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    s = _Penjualan(rng)
    people = [f"+628{rng.choice(['12', '13', '21', '57', '77'])}{rng.randrange(10**7, 10**8)}" for _ in range(rng.randrange(6, 12))]  # WhatsApp
    voice = Voice(
        plant=s.plant,
        chatter=s.chatter,
        wrap=s.wrap,
        wrap_share=0.3,
        reply=lambda: rng.choice(_BOT),
        reply_share=0.04,
        # Office hours in bursts between visits; quiet at night and over the weekend.
        gap_s=lambda: rng.randrange(15, 1500) if rng.random() > 0.1 else rng.randrange(5 * 3600, 60 * 3600),
        supersede_after=(4, 40),
    )
    return assemble(rng, chat_id, n, fact_share, NAME, people, voice)
