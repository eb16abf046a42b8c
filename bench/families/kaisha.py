"""The kaisha family: the LINE group of a small design and printing company (デザイン印刷) in Tenma, Osaka, in Japanese.

Written for batch 10, while komando, tiemmay and hafaka (batch 9) were still held out, and run on
no version of the summarizer when it was committed: a held-out family. Eight people make business
cards, flyers, menus, shop cards and New Year cards for the shops and clinics of Kita-ku: two
designers, a prepress operator, the printer at the old Komori and the RISO, a part-timer at the
cutter, a driver with a light van, the boss and the boss's wife at the books. Japanese is written
without spaces between words, in kanji, kana and katakana with romaji set words (PDF, CMYK, aiデー
タ, OK); the boss, 山本社長, writes keigo notices that open with "皆さん、お疲れ様です。" and are signed
"山本（代表取締役）"; the young staff write casual Osaka speech ("りょ", "おけ", "まじか", "なんでや
ねん", "ほんまに？", "〜" and "w"), with full-width 。、！？ or none at all; 源さん, the old printer,
writes one long message separated by spaces instead of punctuation about phototypesetting and the
grain of paper. The same reminder about PDF/X-1a, 3 mm bleed and outlined fonts comes again and
again, and "おはようございます☀️" opens many a message. Pasted into the chat: the order list, a
delivery slip, the print machine's error log, a web order's JSON, the paper stock, tenki.jp's
forecast; links to Google Drive, Yamato's tracking, Instagram, Google Maps, ASKUL, tenki.jp and
YouTube; photos of proofs, videos, voice messages and many stamps. Money is "¥12,800", "12,800円"
and "340万円", times "15時半", "15:30" and "１５時" (full-width digits now and then), dates "3月14日
(日)", "12/18" and "金曜".
Its facts are said the company's way ("【決定】社員旅行は城崎温泉で一泊でいきます。", "入稿データのチェック
は佐藤美咲さんにお願いしてます").
"""

from __future__ import annotations

import random
from datetime import date, timedelta

from .common import Chat, Ids, Planter, Said, Voice, Wording, assemble, code, family_chats, grouped, letter, media, ramble

NAME = "kaisha"
LANGUAGE = "ja"
# Messages per chat by default: about 11,000 to 17,000 characters of history (Japanese says more in
# fewer characters) and about 20 facts.
MESSAGES = 400

_YOUBI = "月火水木金土日"
_ZEN = str.maketrans("0123456789", "０１２３４５６７８９")
# Staff and customers as the chatter names them (never a fact's person).
_NAMAE = ["ゆか", "けんじ", "まゆ", "森本", "あやか", "ひろし", "岡田", "みのり", "大西", "ゆうと"]
_KYAKU = ["喫茶ポエム", "北浜歯科", "天満食堂", "スナック美樹", "中崎町の古着屋", "たこ焼き八ちゃん", "なにわ工務店", "梅田ヨガ", "扇町整骨院"]

_KIMEGOTO = Wording(
    topics=[("社員旅行", ["城崎温泉で一泊", "日帰りでUSJ", "今年は中止して食事会"]),
            ("年賀状の早割キャンペーン", ["15%オフでやる", "今年は見送り", "インスタだけで告知"]),
            ("新しいUVプリンター", ["リースで導入", "中古を買う", "来期まで保留"]),
            ("配送業者", ["ヤマト運輸に一本化", "佐川と使い分け", "近場は自社便"]),
            ("ホームページのリニューアル", ["自分らで作る", "Web制作会社に外注", "春以降に延期"]),
            ("名刺の最低ロット", ["100枚から", "50枚のまま", "200枚からに変更"]),
            ("在宅勤務", ["デザイン班だけ週1OK", "なしで", "希望者は週2まで"]),
            ("年末の大掃除の業者", ["頼まずに全員でやる", "ダスキンに頼む", "倉庫だけ業者"])],
    decided=["【決定】{s}は{c}でいきます。", "社長判断で、{s}→{c}に決まりました！", "ほな{s}は{c}で決定な",
             "{s}、{c}で確定です🙆‍♀️", "会議の結果、{s}は「{c}」となりました。よろしくお願いいたします。", "みんなの意見聞いて、{s}は{c}にしました👍"],
    numbers=[("今月の売上、{man}万円いきました🎉", ("今月の売上", "{man}万円")),
             ("A4コート紙の在庫は残り{mai}枚です", ("A4コート紙の在庫", "{mai}枚")),
             ("丸福商店さんのチラシは{bu}部で確定", ("丸福商店さんのチラシ", "{bu}部")),
             ("インク代、先月は{yen}やった😱", ("インク代", "{yen}")),
             ("印刷機の修理見積もりは税込{yen2}です", ("印刷機の修理見積もり", "{yen2}")),
             ("名刺の注文、今週だけで{ken}件きてます", ("名刺の注文", "{ken}件")),
             ("梅田のカフェのメニューブック、全部で{pe}ページになりました", ("カフェのメニューブック", "{pe}ページ")),
             ("今日の損紙は{son}枚でした、多すぎ", ("今日の損紙", "{son}枚")),
             ("バイトさんは今{nin}人おります", ("バイトさんは今", "{nin}人")),
             ("会社のインスタ、フォロワー{fol}人になりました🙌", ("フォロワー", "{fol}人"))],
    dates=[("{dt}の{hm}から倉庫の棚卸しします", ("倉庫の棚卸し", "{dt}")),
           ("商工会議所の展示会は{dt}です", ("商工会議所の展示会", "{dt}")),
           ("健康診断は{yo}の{hm}から、扇町のクリニックで", ("健康診断", "{hm}")),
           ("北浜歯科さんの入稿締切は{md} {hm}", ("北浜歯科さんの入稿締切", "{md}")),
           ("コモリのメンテナンスで業者さんが{dt}{hm}に来ます", ("コモリのメンテナンス", "{hm}")),
           ("忘年会は{dt}、北新地の居酒屋で{hm}スタート🍻", ("忘年会", "{dt}")),
           ("税理士さんとの面談、{yo}{hm}で取れました", ("税理士さんとの面談", "{hm}")),
           ("年賀状の入稿締切は{nen}の{hm}まで！", ("年賀状の入稿締切", "{nen}")),
           ("大阪市の補助金の申請期限は{dt}です", ("補助金の申請期限", "{dt}"))],
    people=["佐藤美咲", "鈴木大輔", "高田さくら", "伊藤健太", "渡辺真央", "小林翔太", "加藤彩", "吉田拓海", "山口里奈", "松本蓮",
            "井上千尋", "木村颯", "清水結衣", "藤原航"],
    roles=[("{p}さんが今月から営業主任です", "営業主任"), ("入稿データのチェックは{p}さんにお願いしてます", "入稿データのチェック"),
           ("印刷機まわりの担当は{p}さん、トラブルはまずこちらへ", "印刷機まわりの担当"), ("{p}さんが新しく入ったデザイナーさんです🎨", "新しく入ったデザイナー"),
           ("経理と請求書関係は{p}さんが見てます", "請求書関係"), ("会社のSNS運用は{p}さんに任せた！", "SNS運用"),
           ("{p}さんは配送担当、軽バンで回ってもらいます", "配送担当"), ("事務所の鍵の管理は{p}さんです", "事務所の鍵の管理"),
           ("新人さんの教育係は{p}さんにお願いしました", "新人さんの教育係")],
    tasks=["トナーを発注する", "裁断機の刃を交換する", "玄関の看板を直す", "天満食堂さんに色校を持っていく", "年賀状の見本帳を作る",
           "未払いの請求書を督促する", "古いMacのデータをバックアップする", "ショールームの電球を替える", "紙見本を大阪洋紙に返す",
           "インボイス番号を見積書に入れる", "エアコンのフィルターを掃除する", "喫茶ポエムさんのロゴをトレースする"],
    asked=["誰か{a}人おる？🙏", "金曜までに{a}必要があります。どなたかお願いできますか。", "{a}の、まだ誰もやってへんよな？",
           "【至急】{a}こと！手の空いてる人お願いします", "だれか{a}のやってくれへん〜？", "すみません、私は無理なので誰か{a}のお願いします🙇"],
    edits=[("会社の振込口座：三井住友銀行 天満支店 普通{x}", "会社の振込口座：三井住友銀行 天満支店 普通{y}（番号1桁まちがえてました🙇）", "会社の振込口座", "koza"),
           ("事務所のWi-Fiパスワード：{x}", "事務所のWi-Fiパスワード：{y}", "事務所のWi-Fiパスワード", "wifi"),
           ("大阪洋紙さんの担当直通は{x}です", "大阪洋紙さんの担当直通は{y}です（代表番号じゃなくてこっち）", "大阪洋紙さんの担当直通", "tel"),
           ("裏口の暗証番号は{x}", "裏口の暗証番号は{y}になりました", "裏口の暗証番号", "ango"),
           ("共有ドライブの入稿フォルダ→ {x}", "共有ドライブの入稿フォルダ→ {y}", "共有ドライブの入稿フォルダ", "link"),
           ("扇町整骨院さん宛のヤマト伝票番号 {x}", "扇町整骨院さん宛のヤマト伝票番号 {y}", "ヤマト伝票番号", "denpyo")],
    changes=[("朝礼は{x}からです", ["朝礼は{y}からに変更になりました。", "明日から朝礼{y}な"], "朝礼", "chorei"),
             ("名刺100枚の単価は{x}", ["名刺100枚の単価、{y}に改定します", "すみません、名刺100枚の単価は{y}に改定です"], "名刺100枚の単価", "tanka"),
             ("丸山様の納品は{x}", ["丸山様の納品、{y}に変更です", "先方の都合で丸山様の納品は{y}になりました"], "丸山様の納品", "hi"),
             ("バイトさんの時給は{x}", ["バイトさんの時給は{y}に変わります", "来月からバイトさんの時給{y}です"], "バイトさんの時給", "jikyu"),
             ("展示会ブースの設営は{x}集合", ["展示会ブースの設営、{y}集合に変わりました", "ごめん、展示会ブースの設営は{y}集合で"], "展示会ブースの設営", "setsuei"),
             ("コピー用紙の仕入れは1箱{x}", ["コピー用紙の仕入れ、1箱{y}になりました", "アスクルのほうが安い、コピー用紙の仕入れは1箱{y}"],
              "コピー用紙の仕入れ", "shiire")])

# The chatter.
_MIJIKAI = ["りょ", "了解です", "おけ", "👍", "ありがとうございます！", "あざす", "お疲れ様です", "おつかれさまです〜", "草", "それな", "まじか",
            "ほんまに？", "せやな", "ええで", "おおきに", "🙇‍♂️", "🙏", "承知しました", "かしこまりました。", "了解でーす", "今向かってます",
            "5分遅れます🙇", "着きました", "OK", "ok", "www", "笑", "えぐ", "はーい", "はい", "すみません！", "なんでやねん", "あかんやん",
            "😂", "🤣", "お先に失礼します", "おはようございます", "🔥", "助かります", "了解", "りょーかい", "いけます", "無理ですw", "ですよね",
            "お疲れ様でした！", "ほな", "👌", "確認します", "見ました", "既読"]
_FUTSUU = ["{j}さん今日お休みです〜", "コピー機また紙詰まりしてる😇", "{k}さんから電話ありました、折り返しお願いします", "色校出ました！確認お願いします",
           "RGBで入稿されてるやつ、CMYKに変換してええですか", "トンボ付いてへんデータ来た…", "今日めっちゃ寒ない？🥶",
           "ランチ何にする？天満のカレー行かん？", "{j}くん誕生日やって🎂", "プリンタのインク切れそう", "これ紙の目どっち？",
           "{k}さんのロゴ、aiデータもらえへんかな", "お客さん来はりました", "雨やばいんで配達ちょっと遅れます☔", "なんでやねんって感じのデータ来た笑",
           "ほんまにこれで刷ってええの？", "裁断終わりました！", "折り機の調子悪いかも", "{j}さん、帰りに戸締まりお願いできます？",
           "フォントが埋め込まれてないっす", "illustratorのCS6で保存してって言われた", "校正の赤字反映しました", "お昼行ってきます🍱",
           "{k}さん、支払いまだやわ", "箔押しの見本どこにある？", "宅急便来ました📦", "今日の配達3件です", "誰かハサミ知らん？",
           "まじでPDF重すぎて開かん", "{j}さんありがとうございます！助かりました🙏", "ZoomのURLください", "湿気すごいから紙カールしてる",
           "明日ちょっと遅れます、病院寄ってから行きます", "お客さんに「もっと赤を赤く」って言われた笑", "エアコン効きすぎちゃう？",
           "{k}さんの名刺、裏面の住所まちがってたらしい", "ちょっと電話出られへん、あとでかけ直す", "スキャナー使います", "今月ほんま忙しいな",
           "源さんがまた昔話してはる笑", "{k}さんのショップカード、紙はヴァンヌーボでいいって", "この青、モニターと全然ちゃうやん",
           "データ差し替え来ました、v3です", "{j}ちゃん、駐車場の車動かしてくれる？", "今日は定時で帰れそう🙌", "ポスター出力したよ",
           "蛍光ピンク使うん？特色やで", "マットPP加工の納期どれくらいやっけ"]
_GEN = ["昔はな写植で全部やっとったんや", "版下もカッターで切って貼ってな", "今の若い子はマックでポンやろ", "それはそれでええんやけど",
        "紙の目だけは気ぃつけなあかん", "縦目と横目まちがえたら折りで割れるで", "ほんで湿気の日はインキの乗りがちゃう", "機械の音聞いたら調子わかるんや",
        "わしもあと何年できるかわからんけど", "まあ若いもんに教えとかなあかんな", "明日は病院やから昼から来るわ"]
_SHACHOU = ["皆さん、お疲れ様です。山本です。", "年末は繁忙期となりますので、体調管理には十分ご注意ください。",
            "入稿データの確認漏れが続いております。必ずダブルチェックをお願いいたします。", "お客様からのお電話には、必ず社名を名乗ってからご対応ください。",
            "経費精算は毎月25日までにご提出をお願いいたします。", "退社時は印刷機の電源とエアコンの確認をお願いいたします。",
            "いつも遅くまで本当にありがとうございます。", "以上、よろしくお願いいたします。\n山本（代表取締役）"]
_SAIKEI = ("【再掲】入稿データはPDF/X-1a、塗り足し3mm、フォントはアウトライン化必須です！色校なしで本刷りに回さないこと。お客様の最終OKはメールで"
           "残してください📩")
_OHAYOU = "おはようございます☀️"
_LINKS = ["https://drive.google.com/drive/folders/{k} 入稿データここに入れました", "https://toi.kuronekoyamato.co.jp/cgi-bin/tneko?number={n} 追跡これ",
          "https://www.instagram.com/p/{k}/ 今日の投稿✨", "https://maps.app.goo.gl/{k} 納品先ここです", "https://www.askul.co.jp/p/{n}/ これ安い",
          "https://tenki.jp/forecast/6/30/6200/27127/ 明日雨やって", "https://www.youtube.com/watch?v={k} 箔押しの動画すごい",
          "https://www.pref.osaka.lg.jp/{n}.html 補助金のページ"]
_BOT = ["記録しました✍️", "保存しました。", "ボイスメッセージは聞けません、文字でお願いできますか？", "どういたしまして！", "時間になったらお知らせします。"]


class _Kaisha:
    """One chat's draws and the company's ways of talking."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.kime = Planter(rng, _KIMEGOTO, self.waku, self.atai)

    def zen(self, s: str) -> str:
        """Digits as some write them, full width, now and then."""
        return s.translate(_ZEN) if self.rng.random() < 0.2 else s

    def hi(self, n: int, youbi: bool) -> str:
        d = date(2026, 12, 1) + timedelta(days=n)
        return f"{d.month}月{d.day}日" + (f"({_YOUBI[d.weekday()]})" if youbi else "")

    def jikan(self, h: int, style: int) -> str:
        mi = self.rng.choice([0, 0, 15, 30, 30, 45])
        if style == 0:
            return f"{h}:{mi:02d}"
        return f"{h}時" + ("" if mi == 0 else "半" if mi == 30 else f"{mi}分")

    def waku(self, k: str) -> str:
        r, f = self.rng, self.kime.fresh
        slots = {"man": lambda: self.zen(str(f("man", 120, 980))), "mai": lambda: grouped(f("mai", 3, 90) * 100, ","),
                 "bu": lambda: grouped(f("bu", 5, 60) * 100, ","), "yen": lambda: "¥" + grouped(f("yen", 30, 300) * 100, ","),
                 "yen2": lambda: r.choice(["¥{}", "{}円"]).format(grouped(f("yen2", 50, 400) * 1000, ",")),
                 "ken": lambda: self.zen(str(f("ken", 6, 60))), "pe": lambda: str(f("pe", 2, 16) * 4), "son": lambda: str(f("son", 20, 400)),
                 "nin": lambda: str(f("nin", 3, 12)), "fol": lambda: grouped(f("fol", 11, 99) * 100, ","),
                 "dt": lambda: self.zen(self.hi(f("dt", 0, 120), True)), "md": lambda: self.md(f("dt", 0, 120)),
                 "nen": lambda: self.zen(self.hi(f("dt", 0, 24), True)),
                 "hm": lambda: self.zen(self.jikan(f("h", 9, 20), r.randrange(3))), "yo": lambda: r.choice(_YOUBI[:6]) + "曜"}
        return slots[k]()

    def md(self, n: int) -> str:
        d = date(2026, 12, 1) + timedelta(days=n)
        return f"{d.month}/{d.day}"

    def atai(self, kind: str) -> str | None:
        r = self.rng
        draws = {"koza": lambda: str(r.randrange(1_000_000, 9_999_999)), "wifi": lambda: f"tenma-{code(r, 8)}",
                 "tel": lambda: f"06-{r.randrange(6100, 6999)}-{r.randrange(1000, 9999)}", "ango": lambda: f"{r.randrange(1000, 9999)}#",
                 "link": lambda: f"https://drive.google.com/drive/folders/{code(r, 24)}",
                 "denpyo": lambda: f"{r.randrange(1000, 9999)}-{r.randrange(1000, 9999)}-{r.randrange(1000, 9999)}",
                 "chorei": lambda: r.choice(["8時半", "8時45分", "9時ちょうど", "9時15分", "9時半", "8時50分"]),
                 "tanka": lambda: "¥" + grouped(r.randrange(18, 45) * 100, ","), "hi": lambda: self.hi(r.randrange(0, 100), True),
                 "jikyu": lambda: grouped(r.randrange(110, 150) * 10, ",") + "円",
                 "setsuei": lambda: r.choice(["朝7時", "朝7時半", "朝8時", "前日の18時", "前日の17時半", "当日6時45分"]),
                 "shiire": lambda: grouped(r.randrange(22, 48) * 100, ",") + "円"}
        return self.kime.apart(draws[kind]) if kind in draws else None

    # -- chatter ----------------------------------------------------------------------------

    def futsuu(self) -> str:
        r = self.rng
        t = r.choice(_FUTSUU).format(j=r.choice(_NAMAE), k=r.choice(_KYAKU))
        if t[-1] in "？?！!…〜" or 0x2190 <= ord(t[-1]) < 0x2C00 or ord(t[-1]) >= 0x1F000:  # a question, an exclamation or an emoji ends it
            return t
        return t + r.choice(["", "", "", "。", "！", "〜", "w", "笑", "💦"])

    def juchuu(self) -> str:
        r = self.rng
        hin = ["名刺 両面", "ショップカード", "A4チラシ 片面", "メニュー表", "診察券", "年賀状", "A2ポスター", "封筒 長3", "ポイントカード"]
        rows = [f"K-{r.randrange(2400, 2999)}  {k:<8} {r.choice(hin):<10} {r.randrange(1, 40) * 50:>5}  {r.choice([12, 1, 2])}/{r.randrange(1, 29)}"
                for k in r.sample(_KYAKU, r.randrange(3, 7))]
        return "今週の受注一覧\n```\n受注No  顧客      品名        部数   納期\n" + "\n".join(rows) + "\n```" + r.choice(["", "\n赤字のやつ急ぎ", "\n2件まだ入稿待ち"])

    def nouhin(self) -> str:
        r = self.rng
        q, tan = r.randrange(1, 30) * 100, r.randrange(8, 60)
        return (f"納品書 No.{r.randrange(10000, 99999)}\n{r.choice(_KYAKU)} 様\n品名：{r.choice(['名刺', 'チラシ', 'リーフレット', '診察券', 'のぼり'])}\n"
                f"数量：{grouped(q, ',')}部\n金額：¥{grouped(q * tan, ',')}（税込）\n納品日：{r.choice([12, 1, 2])}/{r.randrange(1, 29)}\nなにわデザイン印刷")

    def erroru(self) -> str:
        r = self.rng
        kikai = r.choice(["RISO ComColor FW5230", "KOMORI L-29", "Canon imagePRESS C165", "Horizon AFC-566F"])
        errs = ["E-0427 給紙トレイ2 用紙搬送エラー", "W-1103 インク残量わずか (K)", "E-2210 排紙部 紙詰まり", "E-0091 ドラム温度異常",
                "W-0310 メンテナンス時期です", "E-5012 折り位置センサー異常", "E-0115 ファン停止"]
        d = date(2026, 12, 1) + timedelta(days=r.randrange(0, 100))
        rows = [f"[{d:%Y/%m/%d} {r.randrange(8, 20):02d}:{r.randrange(0, 60):02d}:{r.randrange(0, 60):02d}] {kikai}  {e}" for e in r.sample(errs, r.randrange(2, 5))]
        return "```\n" + "\n".join(rows) + "\n```" + r.choice(["\nまた出た…", "\n源さん見てもらえます？", "\nリセットしたら直った", ""])

    def web(self) -> str:
        r = self.rng
        return ("```json\n{\"order_id\": \"WEB-" + str(r.randrange(10000, 99999)) + "\", \"product\": \"" + r.choice(["meishi", "flyer_a4", "postcard", "sticker"])
                + "\", \"qty\": " + str(r.randrange(1, 20) * 100) + ", \"paper\": \"" + r.choice(["マットコート220kg", "上質110kg", "ヴァンヌーボVG", "ケント"])
                + "\", \"color\": \"" + r.choice(["4/4", "4/0", "1/1"]) + "\"}\n```\nWeb注文きました")

    def zaiko(self) -> str:
        r = self.rng
        kami = ["上質70kg", "マットコート110kg", "コート135kg", "ケント200kg", "クラフト紙", "トレペ", "色上質 黄"]
        return "紙の在庫\n" + "\n".join(f"・{k}：{r.randrange(0, 40)}連" for k in r.sample(kami, r.randrange(3, 6)))

    def tenki(self) -> str:
        r = self.rng
        sora, ame = r.choice([("☀️", (0, 2)), ("🌤", (0, 3)), ("☁️", (2, 6)), ("☔", (6, 10)), ("⛄", (5, 10))])
        return (f"大阪市北区 明日 {sora} 最高{r.randrange(6, 18)}℃／最低{r.randrange(-1, 8)}℃ "
                f"降水確率{r.randrange(*ame) * 10}%" + r.choice(["", " 配達は午前中に", " 湿気注意"]))

    def chatter(self) -> Said:
        r = self.rng
        makers = [(lambda: (r.choice(_MIJIKAI), None)), (lambda: (self.futsuu(), None)), (lambda: (self.juchuu(), None)), (lambda: (self.nouhin(), None)),
                  (lambda: (self.erroru(), None)), (lambda: (self.web(), None)), (lambda: (self.zaiko(), None)), (lambda: (self.tenki(), None)),
                  (lambda: (ramble(r, _GEN, 5, " "), None)), (lambda: (letter(r, _SHACHOU, sep="\n"), None)), (lambda: (_SAIKEI, None)),
                  (lambda: (r.choice(_LINKS).format(k=code(r, 11), n=r.randrange(10**6, 10**9)), None)),
                  (lambda: (f"{_OHAYOU}{self.futsuu()}", None)), self.shashin, self.douga, self.koe]
        weights = [24, 29, 2.5, 2, 2.5, 1.2, 1.5, 1.5, 3, 2, 3, 3.5, 3.5, 6, 1.5, 7]
        return r.choices(makers, weights)[0]()

    def shashin(self) -> Said:
        r = self.rng
        return (r.choice(["", "", "色校です", "刷り上がり✨", "紙詰まりの現場", "この色どう？", "納品完了しました"]),
                media("photo", f"line_{r.randrange(10**12, 10**13)}.jpg", "image/jpeg", r.randrange(70_000, 2_800_000)))

    def douga(self) -> Said:
        r = self.rng
        return r.choice(["コモリ回ってる音", "折り機の異音これ", ""]), media("video", f"line_{r.randrange(10**12, 10**13)}.mp4", "video/mp4",
                                                                     r.randrange(1_000_000, 35_000_000))

    def koe(self) -> Said:
        r = self.rng
        if r.random() < 0.55:  # a stamp
            return "", media("sticker", f"stamp_{r.randrange(10**6, 10**8)}.png", "image/png", r.randrange(6_000, 60_000))
        return r.choice(["", "", "運転中なんで音声で"]), media("voice", f"audio_{r.randrange(10**12, 10**13)}.m4a", "audio/mp4", r.randrange(4_000, 400_000))

    def wrap(self, text: str) -> str:
        r = self.rng
        return r.choice([f"{_OHAYOU}{text}", f"{text}\n\n{_SAIKEI}", f"{ramble(r, _GEN, 4, ' ')} あとな{text}",
                         f"今日のミーティングメモ\n・{text}\n・{self.futsuu()}", f"{text}🙏", f"{self.tenki()}\n\nそれと、{text}",
                         f"{text}\n山本", f"{text}、よろしくお願いします🙇‍♀️"])


def generate(seed: int, chats: int, messages: int, ids: Ids | None = None, fact_share: float = 0.054) -> list[Chat]:
    return family_chats(NAME, seed, chats, ids, lambda rng, chat_id: _chat(rng, chat_id, messages, fact_share))


def _chat(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    k = _Kaisha(rng)
    people = ["U" + code(rng, 32, "0123456789abcdef") for _ in range(rng.randrange(6, 12))]  # LINE user ids

    # Office hours with a rush before the New Year cards; quiet nights and Sundays.
    def gap() -> int:
        return rng.randrange(15, 1500) if rng.random() > 0.1 else rng.randrange(10 * 3600, 40 * 3600)

    voice = Voice(k.kime, k.chatter, k.wrap, 0.24, lambda: rng.choice(_BOT), 0.035, gap, (4, 36))
    return assemble(rng, chat_id, n, fact_share, NAME, people, voice)
