"""The tiemmay family: the Zalo group of the staff of a tailor shop (tiệm may) in the old town of Hội An, in Vietnamese.

Written for batch 9, after colla, oppdrett and bitininkai (batch 8) were measured once (with
extractive-v8) and joined the tuning set, and run on no version of the summarizer when it was
committed: a held-out family. The shop makes suits, shirts and áo dài for tourists in a day or
two: the sales girls take measurements at the counter, three tailors sew in the workshop
upstairs, a boy on a motorbike delivers to the hotels, and fabric comes by truck from Saigon. The
owner, chị Hạnh, writes full Vietnamese with every tone mark, ends requests with "nha" and
"nhé" and signs her notices "Chị Hạnh"; the young staff write without tone marks and in teen
code ("ok chi", "e lam xong r", "ko", "dc"), often with an English line for a customer ("customer
want 2 suits by tomorrow"); chú Ba, the old tailor, writes one long message with no punctuation
at all; the bank's SMS comes in capitals without tone marks. The same reminder about deposit
receipts, the measurement book and rush orders comes again and again, and "Chào buổi sáng cả
nhà! ☀️" opens many a message. Pasted into the chat: the day's orders (code, customer, items,
delivery date), a customer's measurements, the fabric stock, the bank's deposit SMS, a typhoon
bulletin, the exchange rates, a booking form's JSON; links to Google Maps, Facebook,
TripAdvisor, Zalo, Shopee, VnExpress, YouTube and Pinterest; photos of fittings, videos and
voice messages. Money is "48.500.000đ", "850k" and "45 USD", times "9h", "14h30" and "lúc 17h00",
dates "ngày 14/6", "ngày 14 tháng 6", "15/07" and "thứ Bảy".
Its facts are said the shop's way ("Chị quyết rồi nha: đồng phục nhân viên – áo dài xanh ngọc.",
"Sổ sách thu chi do Đặng Thị Hồng giữ").
"""

from __future__ import annotations

import random

from .common import Chat, Ids, Planter, Said, Voice, Wording, assemble, code, family_chats, grouped, letter, media, ramble, tidied

NAME = "tiemmay"
LANGUAGE = "vi"
# Messages per chat by default: about 18,000 to 25,000 characters of history and about 20 facts.
MESSAGES = 400

_THU = ["thứ Hai", "thứ Ba", "thứ Tư", "thứ Năm", "thứ Sáu", "thứ Bảy", "Chủ nhật"]
# Staff as the chatter names them (never a fact's person).
_TEN = ["Lan", "Vy", "Trang", "Tùng", "Nhi", "Hoa", "Khoa", "Thảo", "Minh", "Hằng", "Sơn"]
_KHACH = ["Mr. Smith", "Emma", "Lukas", "Sophie", "Mr. Kim", "Yuki", "Olivia", "Jack", "Chloé", "Mrs. Brown"]
_MON = ["vest 2 bộ", "sơ mi x3", "áo dài lụa", "quần tây x2", "đầm dự tiệc", "áo khoác len", "vest + gile", "sơ mi linen x4"]

_DIEU = Wording(
    topics=[("giá may vest cho khách đoàn", ["giảm 10% nếu đặt từ 5 bộ", "giữ nguyên như bảng giá", "tính theo loại vải"]),
            ("lịch nghỉ Tết", ["nghỉ từ 27 tháng Chạp đến mùng 6", "chia ca, tiệm vẫn mở", "nghỉ trọn một tuần"]),
            ("xưởng may mới", ["thuê nhà bên Cẩm Phô", "mở rộng tầng hai tiệm cũ", "để sang năm tính"]),
            ("nhà cung cấp vải lụa", ["lấy ở chợ Hội An như cũ", "đặt thẳng từ Bảo Lộc", "chuyển sang lụa Hà Đông"]),
            ("thưởng tháng cho thợ", ["tính theo số bộ hoàn thành", "chia đều cho cả tiệm", "trả vào ngày 5 hàng tháng"]),
            ("việc giao hàng cho khách sạn", ["thuê shipper ngoài", "nhân viên tự chạy xe", "khách tự đến lấy"]),
            ("quảng cáo trên TripAdvisor", ["chạy thêm 3 tháng", "dừng lại", "chuyển qua Google Maps"]),
            ("đồng phục nhân viên", ["áo dài xanh ngọc", "áo thun có logo tiệm", "mặc tự do"])],
    decided=["Chị quyết rồi nha: {s} – {c}.", "Thống nhất {s}: {c} 👍", "ok vậy chốt {s} là {c}", "Sau buổi họp: {S} — {c}. Cảm ơn cả nhà!",
             "CHỐT: {s} {c}", "Mọi người nhớ giúp chị, {s}: {c} nhé"],
    numbers=[("Hôm nay tiệm bán được {bo} bộ vest 🎉", ("Hôm nay tiệm bán được", "{bo} bộ vest")),
             ("Doanh thu tuần này {vnd}đ", ("Doanh thu tuần này", "{vnd}đ")),
             ("Vải linen còn {met} mét trong kho", ("Vải linen còn", "{met} mét")),
             ("Đơn của đoàn khách Úc là {ao} cái áo sơ mi", ("đoàn khách Úc", "{ao} cái áo sơ mi")),
             ("Tiền công may một bộ áo dài là {k}k", ("Tiền công may một bộ áo dài", "{k}k")),
             ("Tháng này tiệm có {rv} review 5 sao ⭐", ("review 5 sao", "có {rv} review")),
             ("Khách Pháp đặt cọc {usd} USD", ("Khách Pháp đặt cọc", "{usd} USD")),
             ("Tiền điện tháng rồi hết {dien}đ 😱", ("Tiền điện tháng rồi", "{dien}đ")),
             ("Máy vắt sổ mới giá {may}đ", ("Máy vắt sổ mới", "{may}đ")),
             ("Tiệm đang có {tho} thợ may chính", ("Tiệm đang có", "{tho} thợ may chính"))],
    dates=[("Đoàn khách Nhật đến thử đồ lúc {h}h{mi} ngày {d}/{m}", ("Đoàn khách Nhật", "ngày {d}/{m}")),
           ("Họp toàn tiệm vào {thu} lúc {h}h", ("Họp toàn tiệm", "lúc {h}h")),
           ("Xe vải từ Sài Gòn về ngày {d} tháng {m}", ("Xe vải từ Sài Gòn", "ngày {d} tháng {m}")),
           ("Hạn giao đơn khách sạn Sông Hoài là {h}h{mi} {thu}", ("khách sạn Sông Hoài", "{h}h{mi}")),
           ("Bên phường xuống kiểm tra PCCC ngày {d}/{m}", ("kiểm tra PCCC", "ngày {d}/{m}")),
           ("Cô dâu người Úc hẹn thử áo cưới {thu} lúc {h}h{mi}", ("thử áo cưới", "lúc {h}h{mi}")),
           ("Lớp học cắt may cho nhân viên mới bắt đầu ngày {d}/{m}", ("Lớp học cắt may", "ngày {d}/{m}")),
           ("Quầy bán thử ở chợ đêm mở từ {h}h {thu}", ("Quầy bán thử ở chợ đêm", "từ {h}h")),
           ("Lương tháng này nhận vào ngày {d}/{m} nha", ("Lương tháng này", "ngày {d}/{m}"))],
    people=["Nguyễn Thị Thu", "Trần Văn Phúc", "Lê Thị Ngọc Anh", "Phạm Minh Quân", "Hoàng Thị Mỹ Linh", "Võ Văn Đức", "Đặng Thị Hồng",
            "Bùi Quốc Bảo", "Huỳnh Thị Kim Ngân", "Ngô Thanh Tâm", "Dương Văn Lợi", "Trương Thị Yến", "Phan Hữu Nghĩa", "Lý Thị Cẩm Tú"],
    roles=[("Từ tuần này {p} lo phần lấy số đo cho khách", "lấy số đo cho khách"), ("{p} quản lý kho vải nha mọi người", "quản lý kho vải"),
           ("Sổ sách thu chi do {p} giữ", "Sổ sách thu chi"), ("{p} phụ trách trang Facebook và Zalo OA của tiệm", "trang Facebook"),
           ("Đơn khách sạn thì liên hệ {p}", "Đơn khách sạn thì liên hệ"), ("{p} là thợ cả mới, ai có vấn đề về đường may thì hỏi", "thợ cả mới"),
           ("Chìa khóa tiệm giao cho {p} giữ", "Chìa khóa tiệm"), ("{p} sẽ dạy kèm nhân viên mới", "dạy kèm nhân viên mới"),
           ("Khách nói tiếng Hàn thì nhờ {p} tiếp", "tiếng Hàn")],
    tasks=["đặt thêm nút đồng cho áo vest", "sửa máy may số 3", "in lại danh thiếp tiệm", "mang hàng qua resort bên Cửa Đại",
           "chụp hình mẫu áo dài mới", "dọn lại kho vải trên lầu", "trả lời tin nhắn khách trên WhatsApp", "gửi hóa đơn cho đoàn khách Đức",
           "mua thêm chỉ màu be", "thay bóng đèn phòng thử đồ", "đóng tiền rác tháng này", "viết bảng giá tiếng Anh mới"],
    asked=["Ai rảnh {a} giúp chị với 🙏", "Có ai {a} trước thứ Sáu được không?", "cần người {a}, e ko kịp", "vẫn chưa ai {a} hết!!",
           "Nhờ mọi người: cần {a}.", "ai {a} dc ko"],
    edits=[("Số tài khoản tiệm: {x} Vietcombank", "Số tài khoản tiệm: {y} Vietcombank (chị ghi nhầm 1 số)", "Số tài khoản tiệm", "stk"),
           ("Mật khẩu wifi tiệm: {x}", "Mật khẩu wifi tiệm: {y}", "Mật khẩu wifi tiệm", "wifi"),
           ("Số điện thoại bên vận chuyển: {x}", "Số điện thoại bên vận chuyển: {y}, gọi giờ hành chính", "bên vận chuyển", "tel"),
           ("Mã đơn hàng vải gửi từ Sài Gòn: {x}", "Mã đơn hàng vải gửi từ Sài Gòn: {y}", "Mã đơn hàng vải", "ma"),
           ("Link form đặt may online: {x}", "Link form đặt may online: {y}", "Link form đặt may", "link"),
           ("Mã cửa kho: {x}", "Mã cửa kho: {y} nha, mã cũ bị lộ", "Mã cửa kho", "khoa")],
    changes=[("Giá may một bộ vest là {x}", ["Giá may một bộ vest tăng lên {y}", "từ nay giá may một bộ vest: {y}"], "Giá may một bộ vest", "vest"),
             ("Tiệm mở cửa lúc {x}", ["Tiệm mở cửa lúc {y} từ ngày mai", "đổi giờ: tiệm mở cửa lúc {y}"], "Tiệm mở cửa lúc", "gio"),
             ("Ca chiều kết thúc {x}", ["Ca chiều kết thúc muộn hơn, {y}", "chị đổi lại: ca chiều kết thúc {y}"], "Ca chiều kết thúc", "ca"),
             ("Phí giao hàng trong phố cổ là {x}", ["Phí giao hàng trong phố cổ bây giờ là {y}", "shipper báo phí giao hàng trong phố cổ {y}"],
              "Phí giao hàng trong phố cổ", "ship"),
             ("Đoàn khách Hàn đến ngày {x}", ["Đoàn khách Hàn đổi lịch, đến ngày {y}", "cập nhật: đoàn khách Hàn đến ngày {y}"], "Đoàn khách Hàn", "ngay"),
             ("Vải lụa nhập về giá {x} một mét", ["Vải lụa nhập về giá {y} một mét, lên rồi", "chủ vải báo vải lụa nhập về giá {y} một mét"],
              "Vải lụa nhập về", "lua")])

# The chatter.
_NGAN = ["ok chị", "dạ", "dạ vâng", "ok", "👍", "❤️", "hihi", "dc", "ko", "cảm ơn chị", "camon", "e biết rồi", "😂", "🙏", "uk", "oki", "vâng ạ",
         "Dạ em nhận", "e đang tới", "5p nữa", "xong rồi", "xong r", "haha", "😍", "chúc mừng!", "👌", "dạ ok", "nhớ rồi", "ừ", "thôi được",
         "trời ơi", "😅", "ngủ ngon cả nhà", "Dạ", "ĐÃ NHẬN", "tks", "chị ơi", "hehe", "🥰", "ok luôn", "dạ chị", "e thấy rồi"]
_VUA = ["khách người Mỹ muốn sửa lại eo quần, chiều nay ghé", "{j} để quên chìa khóa xe ở tiệm nè", "hom nay dong khach qua troi",
        "ai thấy cái thước dây màu vàng không", "trời mưa to, đường Trần Phú ngập rồi 🌧", "mai e xin đi trễ 30p nha chị",
        "{j} ơi khách hỏi áo dài size M còn ko", "customer want 2 suits by tomorrow, can we?", "máy may số 2 kêu lạ lắm",
        "e gửi hình mẫu khách chọn nha", "khach Uc khen vai dep lam 😍", "sinh nhật {j} hôm nay nè! 🎂", "ai đi chợ thì mua giùm e ổ bánh mì",
        "khách trả giá quá, em nói ko được", "dien cup roi, may ko chay", "hôm qua khách quên cái túi ở phòng thử", "có khách Hàn đang đứng ngoài cửa",
        "chi oi khach hoi co nhan the visa ko", "vải này dễ nhăn lắm, nói khách trước nha", "{j} ship xong rồi, khách ok",
        "tối nay đèn lồng phố cổ đẹp lắm mn", "ko ai trực quầy hả", "KHACH DEN ROI", "ai giữ hóa đơn hôm qua vậy", "mưa quá ko có khách",
        "e mới học được cách may cổ tàu", "khách đòi trả lại áo vì chật vai 😩", "còn vải nhung đỏ không mn", "tuần sau là rằm, chị có cúng ko",
        "{j} làm đơn này đẹp quá trời", "wifi yếu quá gửi hình ko được", "khách hỏi có giao về Đà Nẵng ko", "mai nắng lắm, nhớ kéo rèm cho vải khỏi phai",
        "e lam xong r chi", "ok chi e toi lien", "she said the jacket is too long, 2cm shorter pls", "ai lấy cái kéo lớn của chú Ba vậy",
        "{j} ơi xuống quầy giùm chị", "nay khách Tây đông ghê"]
_HOI = {"ai", "sao", "bao", "mấy", "ko"}
_CHU_BA = ["hồi xưa chú may bằng máy đạp", "cả ngày được có hai bộ", "giờ máy điện nhanh hơn", "nhưng đường may không chắc bằng",
           "mấy đứa nhỏ nhớ là vai phải đo hai lần", "khách Tây vai rộng", "đừng cắt vội", "vải xấu thì may đẹp cũng không đẹp", "chú nói vậy thôi",
           "mai chú tới trễ vì đi tái khám", "cái lưng đau quá"]
_CHI_HANH = ["Thông báo cả nhà:", "Từ tuần sau mỗi người nhớ ghi số đo vào sổ ngay khi đo xong, không ghi giấy rời nữa.",
             "Khách thử đồ xong phải dọn phòng thử liền.", "Tiền cọc phải ghi biên nhận, chụp hình gửi vào nhóm.",
             "Mùa mưa tới rồi, vải để trên kệ cao, không để dưới sàn.", "Ai nghỉ phải báo trước một ngày.",
             "Khách quen giảm giá thì hỏi chị trước.", "Cảm ơn cả nhà đã vất vả 💕\nChị Hạnh"]
_NHAC = ("📌 NHẮC LẠI: khách đặt cọc phải có biên nhận, số đo ghi vào sổ, hình mẫu gửi vào nhóm. Không nhận đơn gấp dưới 24h nếu chưa hỏi "
         "chị!")
_SANG = "Chào buổi sáng cả nhà! ☀️"
_LINK = ["https://maps.app.goo.gl/{k} khách ở khách sạn này", "https://www.facebook.com/{n}/posts/{n} bài mới của tiệm",
         "https://www.tripadvisor.com/ShowUserReviews-g298082-d{n}-r{n} review mới nè", "https://zalo.me/g/{k} nhóm khách đoàn",
         "https://shopee.vn/product/{n}/{n} cái kéo này tốt nè", "https://vnexpress.net/bao-sap-vao-mien-trung-{n}.html",
         "https://www.youtube.com/watch?v={k} cách may cổ áo vest", "https://www.pinterest.com/pin/{n}/ khách muốn mẫu này"]
_BOT = ["Đã ghi nhận ✍️", "Đã lưu.", "Mình không nghe được tin nhắn thoại, bạn nhắn chữ giúp nha?", "Không có gì ạ!", "Mình sẽ nhắc đúng giờ."]


class _Tiem:
    """One chat's draws and the shop's ways of talking."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.dieu = Planter(rng, _DIEU, self.o, self.gia_tri)

    def o(self, k: str) -> str:
        r, f = self.rng, self.dieu.fresh
        slots = {"bo": lambda: str(f("bo", 4, 30)), "vnd": lambda: grouped(f("vnd", 200, 900) * 100_000, "."), "met": lambda: str(f("met", 12, 150)),
                 "ao": lambda: str(f("ao", 15, 80)), "k": lambda: str(f("k", 30, 90) * 10), "rv": lambda: str(f("rv", 12, 95)),
                 "usd": lambda: str(f("usd", 4, 40) * 10), "dien": lambda: grouped(f("dien", 12, 49) * 100_000 + f("dien2", 1, 9) * 10_000, "."),
                 "may": lambda: grouped(f("may", 40, 150) * 100_000, "."), "tho": lambda: str(f("tho", 3, 12)),
                 "h": lambda: str(f("h", 8, 21)), "mi": lambda: r.choice(["00", "15", "30", "45"]), "d": lambda: str(f("d", 10, 29)),
                 "m": lambda: str(r.randrange(1, 13)), "thu": lambda: r.choice(_THU)}
        return slots[k]()

    def gia_tri(self, kind: str) -> str | None:
        r = self.rng
        draws = {"stk": lambda: f"{r.randrange(10**12, 10**13)}", "wifi": lambda: f"thubon{r.randrange(1000, 9999)}",
                 "tel": lambda: f"09{r.randrange(10, 99)} {r.randrange(100, 999)} {r.randrange(100, 999)}", "ma": lambda: f"SG-{r.randrange(100000, 999999)}",
                 "link": lambda: f"https://forms.gle/{code(r, 10)}", "khoa": lambda: f"{r.randrange(1000, 9999)}#",
                 "vest": lambda: f"{r.randrange(2, 5)}.{r.randrange(1, 10)}00.000đ",
                 "gio": lambda: r.choice(["7h00", "7h30", "8h00", "8h30", "9h00"]),
                 "ca": lambda: r.choice(["lúc 17h00", "lúc 17h30", "lúc 18h00", "lúc 18h30", "lúc 19h00", "lúc 20h00"]),
                 "ship": lambda: f"{r.randrange(20, 46)}k", "ngay": lambda: f"{r.randrange(10, 29)}/{r.randrange(1, 13):02d}",
                 "lua": lambda: f"{r.randrange(12, 26) * 10}k"}
        return self.dieu.p.unique(draws[kind]) if kind in draws else None

    # -- chatter ----------------------------------------------------------------------------

    def vua(self) -> str:
        r = self.rng
        return tidied(r, r.choice(_VUA).format(j=r.choice(_TEN)), 0.3, _HOI, [".", "!", " nha", " 😊", " ạ"])

    def don_hang(self) -> str:
        r = self.rng
        rows = [f"TB-{r.randrange(1000, 9999)}  {k:<10} {r.choice(_MON):<15} {r.randrange(1, 29)}/{r.randrange(1, 13)}"
                for k in r.sample(_KHACH, r.randrange(3, 7))]
        return "Đơn hôm nay:\n```\nmã       khách      món             ngày giao\n" + "\n".join(rows) + "\n```" + r.choice(["", "\ncòn 2 đơn chưa cắt", "\ngấp!!"])

    def so_do(self) -> str:
        r = self.rng
        parts = [("Vai", 38, 52), ("Ngực", 80, 118), ("Eo", 62, 104), ("Mông", 84, 120), ("Dài áo", 62, 80), ("Dài tay", 55, 68), ("Dài quần", 92, 112)]
        return f"Số đo khách {r.choice(_KHACH)}:\n" + "\n".join(f"{n}: {r.randrange(lo, hi)}" for n, lo, hi in r.sample(parts, r.randrange(4, 8))) \
            + r.choice(["", "\n(cm)", "\nkhách thích mặc rộng"])

    def kho(self) -> str:
        r = self.rng
        vai = ["linen trắng", "linen be", "lụa tơ tằm", "cashmere xám", "wool navy", "cotton kẻ sọc", "gấm đỏ", "nhung đen"]
        return "Kho vải:\n" + "\n".join(f"- {v}: {r.randrange(2, 60)}m" for v in r.sample(vai, r.randrange(3, 7)))

    def ngan_hang(self) -> str:
        r = self.rng
        return (f"VCB: TK {r.randrange(1000, 9999)}xxx{r.randrange(100, 999)} +{grouped(r.randrange(5, 90) * 100_000, ',')}VND luc "
                f"{r.randrange(8, 22):02d}:{r.randrange(0, 60):02d} {r.randrange(1, 29):02d}/{r.randrange(1, 13):02d}. SD: {grouped(r.randrange(10, 400) * 100_000, ',')}VND. "
                f"ND: COC DON TB-{r.randrange(1000, 9999)}")

    def bao(self) -> str:
        r = self.rng
        return (f"TIN BÃO SỐ {r.randrange(2, 10)}: tâm bão cách Quảng Nam khoảng {r.randrange(150, 600)} km, gió cấp {r.randrange(8, 12)}, "
                f"giật cấp {r.randrange(12, 15)}. Các tỉnh từ Huế đến Quảng Ngãi mưa rất to. " + r.choice(["", "Cả nhà dọn vải lên lầu nha!", "Mai chắc đóng cửa sớm"]))

    def ty_gia(self) -> str:
        r = self.rng
        return (f"Tỷ giá hôm nay:\nUSD {grouped(r.randrange(24800, 25900), '.')}\nEUR {grouped(r.randrange(26500, 29900), '.')}\n"
                f"AUD {grouped(r.randrange(15800, 17400), '.')}\nKRW {r.randrange(17, 20)},{r.randrange(0, 10)}")

    def form(self) -> str:
        r = self.rng
        return ("```\n{\"name\": \"" + r.choice(_KHACH) + "\", \"hotel\": \"" + r.choice(["Little Hoi An", "Vinh Hung", "La Siesta", "Hoi An Garden"])
                + "\", \"items\": [\"" + r.choice(["suit", "shirt", "dress", "ao dai"]) + "\"], \"fitting\": \"2026-"
                + f"{r.randrange(1, 13):02d}-{r.randrange(1, 29):02d}T{r.randrange(9, 20):02d}:00\"" + "}\n```\nform mới nè")

    def chatter(self) -> Said:
        r = self.rng
        makers = [(lambda: (r.choice(_NGAN), None)), (lambda: (self.vua(), None)), (lambda: (self.don_hang(), None)), (lambda: (self.so_do(), None)),
                  (lambda: (self.kho(), None)), (lambda: (self.ngan_hang(), None)), (lambda: (self.bao(), None)), (lambda: (self.ty_gia(), None)),
                  (lambda: (self.form(), None)), (lambda: (ramble(r, _CHU_BA, 5, " "), None)), (lambda: (letter(r, _CHI_HANH, sep="\n"), None)),
                  (lambda: (_NHAC, None)), (lambda: (r.choice(_LINK).format(k=code(r, 11), n=r.randrange(10**6, 10**9)), None)),
                  (lambda: (f"{_SANG} {self.vua()}", None)), self.hinh, self.video, self.thoai]
        weights = [24, 28, 2.5, 2.2, 1.5, 2.2, 1.2, 1, 1.2, 3, 2, 3, 3.5, 3, 6.5, 1.8, 4]
        return r.choices(makers, weights)[0]()

    def hinh(self) -> Said:
        r = self.rng
        return (r.choice(["", "", "khách thử vest nè", "mẫu mới 😍", "vải về rồi", "đường may này lỗi", "áo cưới xong rồi chị"]),
                media("photo", f"z{r.randrange(10**12, 10**13)}_{code(r, 32, '0123456789abcdef')}.jpg", "image/jpeg", r.randrange(60_000, 2_400_000)))

    def video(self) -> Said:
        r = self.rng
        return r.choice(["khách xoay thử áo dài", "phố cổ tối nay", ""]), media("video", f"{r.randrange(10**12, 10**13)}.mp4", "video/mp4",
                                                                              r.randrange(1_200_000, 30_000_000))

    def thoai(self) -> Said:
        r = self.rng
        if r.random() < 0.3:
            return "", media("sticker", "sticker.png", "image/png", r.randrange(8_000, 70_000))
        return r.choice(["", "", "e đang chạy xe ko nhắn dc"]), media("voice", f"voice_{r.randrange(10**9, 10**10)}.aac", "audio/aac",
                                                                      r.randrange(5_000, 450_000))

    def wrap(self, text: str) -> str:
        r = self.rng
        return r.choice([f"{_SANG} {text}", f"{text}\n\n{_NHAC}", f"{ramble(r, _CHU_BA, 4, ' ')} à mà {text}",
                         f"Họp sáng nay:\n• {text}\n• {self.vua()}", f"{text} 💕", f"{self.bao()}\n\nThêm nữa: {text}",
                         f"{text}\nChị Hạnh", f"{text} nha cả nhà 🙏"])


def generate(seed: int, chats: int, messages: int, ids: Ids | None = None, fact_share: float = 0.054) -> list[Chat]:
    return family_chats(NAME, seed, chats, ids, lambda rng, chat_id: _chat(rng, chat_id, messages, fact_share))


def _chat(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    t = _Tiem(rng)
    people = [str(rng.randrange(10**18, 10**19)) for _ in range(rng.randrange(7, 14))]  # Zalo user ids

    # Busy from the morning until the night market closes; quiet nights and a typhoon day.
    def gap() -> int:
        return rng.randrange(15, 1500) if rng.random() > 0.1 else rng.randrange(8 * 3600, 30 * 3600)

    voice = Voice(t.dieu, t.chatter, t.wrap, 0.25, lambda: rng.choice(_BOT), 0.035, gap, (5, 36))
    return assemble(rng, chat_id, n, fact_share, NAME, people, voice)
