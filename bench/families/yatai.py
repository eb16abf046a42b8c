"""The yatai family: the LINE group of the street-stall (屋台) owners' association along the Naka river in Nakasu, Fukuoka, in Japanese.

Written for batch 16, while ghalla, homestay and lavash (batch 15) were still held out, and run on no
version of the summarizer when it was committed: a held-out family. The 中洲屋台組合 has some twenty
ramen and oden stalls ("屋台 えびす丸", "屋台 ちどり", "はかた灯", ...) that are wheeled out every
evening onto the riverside pavement between 春吉橋 and 清流公園, and wheeled away again before morning.
Its LINE group holds the stall owners, their wives and children, the part-timers (students, and
ジウン, a Korean exchange student), the association's secretary and a liaison from city hall. The
chairman (組合長) writes Hakata dialect ("よかばい", "どげんすると？", "寒かけん", "ちかっぱ", "〜しとう") and,
once going, one long message with no punctuation about the stalls of the late Showa years, the typhoons
and the young; the owners' wives write well punctuated messages about their oden stock (あごだし,
牛すじ, 大根の面取り); the students write short casual lines ("りょ", "了解っす", "草", "ｗｗｗ", "ばりうま");
ジウン writes careful, simple Japanese with some Korean ("네!", "감사합니다", "ㅋㅋㅋ"); the secretary, 中村,
posts the same request about cleaning up and clearing the pavement again and again, and opens many a
message with "皆さんお疲れさまです🏮"; the liaison from 福岡市 writes formal keigo ("いつも大変お世話になって
おります", "ご協力のほどよろしくお願い申し上げます") under a 令和 date. Most messages have no spaces at all.
Pasted into the chat: an order sheet to the noodle maker, the part-timers' weekly shift table, a stall's
daily sales report, the weather for Fukuoka, a PayPay receipt, a register's CSV export in a code block,
the health centre's hygiene checklist and a forwarded notice from the city; links to the city's site,
LINE, Instagram, 食べログ, Google Maps, the JMA forecast, YouTube, X and Yahoo!ニュース; photos, videos,
voice messages, LINE stickers and documents (the shift table in XLSX, the city's handbook in PDF).
Money is "1,200円", "1200円", "１，２００円", "¥1,200", "12万円", "1.5万円" and "3万5千円"; dates
"12月5日", "12月5日（土）", "12/5(土)", "12/5" and "１２月５日", and "令和8年12月" in the city's letters;
times "18時", "18時半", "18:30", "１８：３０", "夜7時", "午後3時" and "夕方5時"; digits half-width and full-width.
Its facts are said the association's way ("【決定事項】キャッシュレス決済の統一 → PayPayに一本化",
"衛生責任者は白石涼子さんで登録しとります", "誰か共同の発電機のオイルを交換する人おらん？🙏").
"""

from __future__ import annotations

import random
from datetime import date, timedelta

from .common import Chat, Ids, Planter, Said, Voice, Wording, assemble, code, family_chats, grouped, letter, media, ramble

NAME = "yatai"
LANGUAGE = "ja"
# Messages per chat by default: about 18,000 to 30,000 characters of history and about 20 facts.
MESSAGES = 600

_YOBI = "月火水木金土日"
_ZEN = str.maketrans("0123456789,:", "０１２３４５６７８９，：")
# Stalls and people as the chatter names them (never a fact's person).
_YATAI = ["えびす丸", "ちどり", "はかた灯", "ごん太", "夜風", "みっちゃん", "なか川", "たつ坊", "小雪", "源ちゃん"]
_NAMAE = ["よっちゃん", "マサさん", "タケ", "ミナちゃん", "てっちゃん", "おかみさん", "ジウン", "大将", "ゆうき", "りん", "源さん", "ヒロくん", "カズ"]
_PLACE = ["春吉橋", "清流公園", "中洲大通り", "キャナル", "那珂川通り", "西大橋", "昭和通り", "川端", "天神", "博多駅"]

_KUMIAI = Wording(
    topics=[("年末年始の営業", ["30日まで営業して元日から3日は休み", "大晦日も朝まで営業", "各屋台の自由"]),
            ("共同の看板のデザイン", ["提灯風の赤い看板", "黒地に白の筆文字", "学生さん案のイラスト入り"]),
            ("組合の忘年会", ["川端の居酒屋で貸切", "各屋台の持ち寄りで清流公園", "今年はやらんで寸志を配る"]),
            ("キャッシュレス決済の統一", ["PayPayに一本化", "PayPayと交通系ICの両方", "各屋台に任せる"]),
            ("多言語メニューの作り方", ["英語・韓国語・中国語の三か国語", "写真付きの指差しメニュー", "QRコードで翻訳ページに飛ばす"]),
            ("雨の日の営業判断", ["各屋台で判断してよか", "警報が出たら全店休み", "夕方に事務局から一斉連絡"]),
            ("共同ゴミ置き場の場所", ["清流公園の東側入口", "春吉橋のたもと", "今まで通り中洲大通り側"]),
            ("新人バイトの研修", ["組合長の屋台で三日間", "事務局が動画を作って見てもらう", "各屋台でやる"]),
            ("インバウンド向けの席料", ["取らん", "お通し代としてメニューに明記", "英語の説明書きを貼って取る"]),
            ("正月の振る舞いおでん", ["三が日に一杯無料", "今年はやらん", "募金箱を置いて一杯百円"])],
    decided=["昨日の役員会で決まりました：{s}は{c}です。", "決定ばい！{s}は「{c}」でいく👍", "【決定事項】{s} → {c}",
             "{s}やけど、多数決で{c}に決まったけん、よろしく", "皆さんの投票の結果、{s}は{c}となりました。ご協力ありがとうございました🙇‍♀️",
             "組合長判断で{s}は{c}にします。異論あったら今週中に言うて", "{s}、{c}で決まりです！"],
    numbers=[("今年の組合加盟屋台は{yatai}軒になりました", ("組合加盟屋台", "{yatai}軒")),
             ("先月の麺の共同仕入れは合計{tama}玉でした", ("麺の共同仕入れ", "{tama}玉")),
             ("歳末たすけあい募金、組合で{en}集まりました🙏", ("歳末たすけあい募金", "{en}")),
             ("うちの屋台、土曜の客数{kyaku}人やった！過去最高ばい", ("土曜の客数", "{kyaku}人")),
             ("占用料の年額は一軒あたり{en2}です", ("占用料の年額", "{en2}")),
             ("組合費の積立残高：{en3}", ("組合費の積立残高", "{en3}")),
             ("公衆トイレ清掃の業者さんへの支払いは月{en4}", ("公衆トイレ清掃の業者", "{en4}")),
             ("市の調べでは、先月の中洲の屋台の来客は延べ{nobe}人だそうです", ("中洲の屋台の来客", "{nobe}人")),
             ("プロパンの共同購入、今月は{kg}kg分です", ("プロパンの共同購入", "{kg}kg")),
             ("おでん用の大根、組合でまとめて{hon}本仕入れたけん余ったら言うて", ("組合でまとめて", "{hon}本")),
             ("電源車のレンタル代は一晩{en5}かかります", ("電源車のレンタル代", "{en5}")),
             ("衛生講習の受講者は{nin}名でした", ("衛生講習の受講者", "{nin}名"))],
    dates=[("保健所の立入検査は{hi}の{jikan}からです", ("保健所の立入検査", "{hi}")),
           ("組合の総会：{hi} {jikan}〜 中洲公民館にて", ("組合の総会", "{hi}")),
           ("占用料の納付期限は{hi}です。遅れんごと！", ("占用料の納付期限", "{hi}")),
           ("消防の防火点検、{hi}の{jikan}に来るそうです", ("消防の防火点検", "{jikan}")),
           ("河川敷の一斉清掃は{hi}、{jikan}集合ばい", ("河川敷の一斉清掃", "{hi}")),
           ("新人バイト向け説明会：{hi} {jikan}〜", ("新人バイト向け説明会", "{jikan}")),
           ("電気設備の点検のため、{hi}は{jikan}まで通電しません", ("電気設備の点検", "{hi}")),
           ("プロパン業者の配達は{hi}の{jikan}頃になります", ("プロパン業者の配達", "{jikan}")),
           ("観光協会の取材が{hi}{jikan}に入ります📸", ("観光協会の取材", "{hi}")),
           ("年明けの営業再開は{hi}からです", ("年明けの営業再開", "{hi}"))],
    people=["古賀美穂", "松尾健一", "江口翔太", "中島由紀", "原田大輔", "吉村あかり", "堤隆之", "白石涼子", "樋口浩二", "牟田口咲", "野中悠斗",
            "大坪恵", "柴田勇気", "森山千尋", "パク・ソヨン"],
    roles=[("今年度の会計は{p}さんにお願いしました", "今年度の会計"), ("{p}さんが新しく事務局次長になります", "事務局次長"),
           ("市の新しい屋台担当は{p}さんです（前任の方は異動されました）", "市の新しい屋台担当"), ("衛生責任者は{p}さんで登録しとります", "衛生責任者"),
           ("ゴミ当番の取りまとめは{p}さんがやってくれます", "ゴミ当番の取りまとめ"), ("韓国語メニューの翻訳は{p}さんにお願いしてます", "韓国語メニューの翻訳"),
           ("{p}さん、来月から『屋台 さくら』を継ぐことになりました👏", "屋台 さくら"), ("防火管理の担当は{p}さんに決まりました🔥", "防火管理の担当"),
           ("組合のインスタ更新係は{p}さん📸", "インスタ更新係"), ("観光協会との窓口は{p}さんです", "観光協会との窓口")],
    tasks=["春吉橋側の配電盤の鍵を市に返しに行く", "保健所に出す検便の容器を配る", "共同の発電機のオイルを交換する", "多言語メニューの印刷を業者に頼む",
           "新しい提灯を発注する", "河川事務所に占用の更新書類を出す", "清流公園のトイレの張り紙を貼り替える", "全店分の消火器の期限を確認する",
           "共同倉庫を大掃除する", "観光案内所にパンフを届ける", "リヤカーのパンクを直す", "組合の名簿を新しくする"],
    asked=["誰か{a}人おらん？🙏", "{a}の、手伝える人募集中です！", "まだ{a}人が決まってないです…どなたかお願いできませんか🙏",
           "今週中に誰か{a}必要があるとですけど、行ける人おる？", "【お願い】{a}担当の方を募集しています。事務局・中村まで",
           "{a}って誰がやると？まだ決まっとらんよね"],
    edits=[("組合の振込口座：福岡銀行 中洲支店 普通 {x}", "組合の振込口座：福岡銀行 中洲支店 普通 {y}（さっきの番号間違っとりました🙇）", "組合の振込口座", "koza"),
           ("事務局の携帯番号は{x}です", "事務局の携帯番号は{y}です", "事務局の携帯番号", "tel"),
           ("共同倉庫のダイヤル錠は{x}", "共同倉庫のダイヤル錠は{y}", "共同倉庫のダイヤル錠", "lock"),
           ("忘年会の出欠フォーム→ {x}", "忘年会の出欠フォーム→ {y} こっちが正しいです", "忘年会の出欠フォーム", "link"),
           ("市への申請の受付番号：{x}", "市への申請の受付番号：{y}", "申請の受付番号", "ref"),
           ("お客さん用フリーWi-Fiのパスワード：{x}", "お客さん用フリーWi-Fiのパスワード：{y}", "フリーWi-Fiのパスワード", "wifi"),
           ("プロパン屋さんの緊急連絡先：{x}", "プロパン屋さんの緊急連絡先：{y}（修正）", "プロパン屋さんの緊急連絡先", "tel2")],
    changes=[("明日の臨時役員会は{x}からです", ["ごめん、臨時役員会は{y}からに変更！", "臨時役員会の時間変更です：{y}〜"], "臨時役員会", "kaigi"),
             ("ゴミ回収の業者が来るのは{x}です", ["ゴミ回収の業者、{y}に変わったそうです", "訂正！ゴミ回収の業者は{y}に来ます"], "ゴミ回収の業者", "asa"),
             ("おでん一皿の組合推奨価格は{x}", ["おでん一皿の組合推奨価格、{y}に改定します", "やっぱりおでん一皿の組合推奨価格は{y}で"],
              "おでん一皿の組合推奨価格", "oden"),
             ("新年会の会場は{x}です", ["新年会の会場、{y}に変更になりました", "新年会の会場は{y}で取れたばい"], "新年会の会場", "basho"),
             ("バイトの時給の目安は{x}", ["バイトの時給の目安、{y}に上げることになりました", "訂正：バイトの時給の目安は{y}です"], "バイトの時給の目安", "jikyu"),
             ("市の説明会は{x}にあります", ["市の説明会、{y}に延期になりました", "市の説明会は{y}に変更になったとのことです"], "市の説明会", "hi"),
             ("撤収の完了時刻は{x}まで", ["撤収の完了時刻、市から言われて{y}までになりました", "撤収の完了時刻は{y}までに変更です"], "撤収の完了時刻", "tesshu"),
             ("麺の発注締め切りは{x}", ["麺の発注締め切り、{y}に早まりました", "麺の発注締め切りは{y}に変更です🙏"], "麺の発注締め切り", "shime")])

# The chatter.
_MIJIKAI = ["了解です", "りょ", "了解っす！", "はーい", "おつかれさまです", "お疲れさまでした〜", "👍", "🙏", "🙇‍♂️", "ｗｗｗ", "草", "まじか", "よかよか",
            "よかばい", "そうたい", "ありがと〜", "あざす", "ありがとうございます！", "承知しました", "かしこまりました", "네!", "감사합니다🙏", "おけ", "OK",
            "ok", "了解", "今向かいよる", "着いた", "寒っ🥶", "🍜", "🍢", "😂", "🔥", "🍺", "🏮", "それな", "すごっ", "えーー", "ほんと？", "なんで？",
            "ちかっぱ寒か", "はよ来んね", "いま行く", "ちょっと遅れます🙏", "すみません！", "大丈夫です", "よろしくお願いします", "了解しました！", "ﾘｮｳｶｲ",
            "お先に失礼します", "おやすみなさい", "また明日〜", "ナイス", "さすが", "ばりうま", "…", "ん？", "り", "ｵﾂｶﾚｰ", "ぬっかー", "しゃーしい",
            "どげんしたと？", "ほんなこと？", "よかね〜", "ㅋㅋㅋ", "👏👏", "💦", "了解です！ありがとうございます", "🙆‍♀️", "ほいほい"]
_NAKA = ["今日風強かけん提灯しまっといた方がよかよ", "{n}、ネギ余っとらん？少し分けてほしか", "{y}の前で酔っ払いが寝とるけど誰か声かけた？",
         "雨降ってきた☔ みんな大丈夫？", "今日は韓国のお客さんばっかりやった", "替え玉って英語でなんて言うと？", "{n}、今日シフト入っとる？",
         "発電機の音がいつもよりうるさか気がする", "{p}で工事しとるけん、リヤカー回り道せんといかんよ", "おでんの出汁、昨日から仕込んどるとよ",
         "今日はもう店じまいします、お疲れさまでした", "{n}がくれた明太子ばりうまかった😋", "屋台の前で写真撮らせてって言われた、有名人かと思ったｗ",
         "誰か100円玉両替できる人おらん？", "氷が足りんごたる、誰か余分ある？", "警察の人が見回りに来とったよ", "明日の仕込み何時から？",
         "川沿い寒すぎて手がかじかむ", "{y}の大将、今日休み？灯りついとらんけど", "{p}のほうで何かイベントあるらしい、今夜人多いかも",
         "Googleマップの口コミで{y}が褒められとった👏", "{p}から歩いてきたお客さんが道に迷っとった", "昨日の売上、先週よりちょっと上がった",
         "{n}、忘れ物のマフラー預かっとるよ", "今日は{y}で餃子食べて帰る", "水道の蛇口、凍らんごと気をつけて",
         "外国のお客さんに「ラーメン辛い？」って聞かれて、ノーって言った", "今日のお客さん、東京から来た出張の人多かった", "あの酔っ払いのおじさん、また来とった笑",
         "さっき{n}がリヤカー押すの手伝ってくれた、ありがとう", "今夜は冷え込むらしいけん、ホットのお茶多めに用意しとこ",
         "{p}の上から見たら屋台の灯りがきれいかった✨", "誰かガムテープ持っとらん？", "今日なんでこんな人多いと？",
         "クレカ使えますかって聞かれたけど、うちは現金とPayPayだけなんよね", "川沿いのライトアップ始まったね", "{n}、今日誕生日らしいよ🎂",
         "明日雨やったら休むかもしれん", "卵の値段また上がっとる…", "スープ炊きすぎた、誰かいる？", "お疲れさまです！今日も寒いですね",
         "来週の月曜、誰か代わりに入れる人いませんか？", "昨日の夜、カラスにゴミ袋やられとった", "{y}のおでん、牛すじが一番人気らしい",
         "テスト期間なんで来週シフト減らしてもらってもいいですか🙏", "すみません、日本語まだへたです😅 でもがんばります", "韓国のお客さん、メニュー見てよろこんでました！",
         "替え玉の注文を英語で言われてテンパりました😂", "まじで寒すぎて草", "おつです〜今日ばり忙しかった", "{n}って今どこにおると？",
         "ゴム手袋もうないけん、誰か買ってきてくれん？", "{y}のとこ行列できとったばい", "椅子が一個ガタガタしよる、直さんと",
         "バスが遅れてて10分くらい遅れます🙏", "今日から{y}で働かせてもらってます、よろしくお願いします！", "台湾のお客さんに豚骨の説明するの難しかった",
         "川の匂いが今日はちょっときつかね", "{n}、さっきの電話なんやった？", "明日から寒波らしい、ほんなこつ勘弁して", "ラーメン食べに来たお客さんが{y}の場所聞いてきた"]
# The questions among them (the punctuating members end these with "？").
_TOI = {"{n}、今日シフト入っとる？", "明日の仕込み何時から？", "誰か100円玉両替できる人おらん？", "誰かガムテープ持っとらん？", "今日なんでこんな人多いと？",
        "{n}って今どこにおると？", "ゴム手袋もうないけん、誰か買ってきてくれん？", "{n}、さっきの電話なんやった？", "替え玉って英語でなんて言うと？"}
_JIUN = ["네! 了解です😊", "すみません、今日ちょっと遅れます🙏 バスが来ないです", "日本語のメニュー、まだ全部は読めないです😅",
         "韓国のお客さんに説明しました！みんな「맛있다」って言ってました", "감사합니다〜 明日もがんばります", "替え玉の説明を韓国語で紙に書きました。使ってもいいですか？",
         "ㅋㅋㅋ 大将おもしろいです", "明日学校のテストなので、早めに帰ってもいいですか？", "「よかよか」の意味、わかりました！ㅎㅎ",
         "お母さんが釜山から来ます、屋台つれていきたいです"]
_KUMIAICHO = ["みんなお疲れさん", "わしが屋台ば始めたとは昭和の終わりごろで", "あの頃は中洲だけで何十軒も並んどったとよ", "親父のリヤカーば引いて毎晩ここまで来よった",
              "今の若いもんはスマホで何でもできるけんよかね", "ばってん屋台は人と人の商売やけん顔ば見て話さんといかん",
              "台風の時は屋台ごと流されそうになって一晩中押さえとったこともある", "寒か日は湯気が一番のごちそうたい", "あんまり無理せんごと体には気をつけてな",
              "市の人にもいつも世話になっとるけん感謝せんといかん", "博多の屋台の灯りば絶やしたらいかんと思うとる", "バイトの子たちもようやってくれとる",
              "韓国から来とる子も一生懸命でえらかね", "ほんなこつありがたかことばい"]
_OKAMI = ["今日のおでんの仕込み、備忘録で書いておきます。", "出汁はあごだしと利尻昆布、前の晩から水出ししています。",
          "牛すじは一度下茹でしてアクを取ってから、別鍋で二時間くらい煮ています。", "大根は面取りして、米のとぎ汁で下茹ですると味がよく染みます。",
          "卵は茹でてから一晩出汁に漬けておくのがコツです。", "練り物は魚住さんのところのが一番美味しいので、来週もそこで頼みます。",
          "餅巾着は煮すぎると破れるので、お客さんが来てから入れてください。", "辛子は博多の人は多めにつける人が多いので、小皿に多めに。",
          "バイトの皆さん、鍋の火加減だけは本当に気をつけてくださいね。"]
_SHIYAKUSHO = ["関係者各位\n令和8年12月吉日\nいつも大変お世話になっております。福岡市経済観光文化局 屋台指導担当の山口でございます。",
               "年末年始は来客の増加が見込まれますので、通路の確保と、客席を占用区域内に収めていただくことにご留意くださいますようお願い申し上げます。",
               "営業終了後の原状回復につきましては、引き続き徹底していただけますと幸いです。",
               "先日の巡回において、一部の屋台で営業許可証の掲示が確認できませんでした。お客様から見やすい位置への掲示をお願いいたします。",
               "近隣の方から深夜の騒音に関するご意見をいただいております。お客様へのお声がけにご協力をお願いいたします。",
               "食中毒予防のため、給水タンクの清掃と食材の温度管理につきましても改めてご確認ください。",
               "ご不明な点がございましたら、お気軽に担当までお問い合わせください。",
               "寒さが厳しくなってまいりました。皆様どうぞご自愛くださいませ。",
               "福岡市 経済観光文化局 屋台指導担当\n山口 恭子\nTEL 092-711-4111（代表）"]
_ONEGAI = ("【事務局よりお願い】営業終了後は必ず占用区域内の清掃と原状回復をお願いします🙇‍♀️ 油・生ゴミは分別して指定の場所へ。"
           "リヤカーの撤収は翌朝までに！ご協力よろしくお願いします。事務局 中村")
_AISATSU = "皆さんお疲れさまです🏮"
_LINKS = ["https://www.city.fukuoka.lg.jp/keizai/yatai/ 市の屋台のページ更新されとるよ", "https://www.instagram.com/p/{k}/ インスタに載せました📸",
          "https://tabelog.com/fukuoka/A4001/A400103/{n}/ 食べログで紹介されとった", "https://maps.app.goo.gl/{k} 集合場所ここです",
          "https://www.jma.go.jp/bosai/forecast/#area_type=offices&area_code=400000 今夜雨っぽい",
          "https://youtu.be/{k} 韓国のYouTuberが屋台紹介してくれてる！", "https://x.com/yatai_fan/status/{n} バズっとるｗ",
          "https://line.me/R/ti/g/{k} バイト用のグループはこっちです", "https://news.yahoo.co.jp/articles/{h} 屋台の記事出とった",
          "https://www.instagram.com/reel/{k}/ 昨日の動画、見てみて"]
_BOT = ["承知しました✍️", "記録しました。", "すみません、ボイスメッセージはまだ聞けません。文字で送っていただけますか？", "どういたしまして！",
        "期限が近づいたらお知らせします。"]
_SHINA = [("細麺", "玉"), ("替え玉用", "玉"), ("チャーシュー", "kg"), ("大根", "ケース"), ("卵", "パック"), ("牛すじ", "kg"), ("ごぼう天", "枚"),
          ("餅巾着", "個"), ("ネギ", "束"), ("もやし", "袋"), ("紅しょうが", "袋")]
_MENU = [("ラーメン", 800), ("替え玉", 150), ("おでん盛り合わせ", 1000), ("焼きラーメン", 900), ("餃子", 600), ("生ビール", 700), ("焼酎", 600),
         ("牛すじ", 250), ("大根", 200), ("卵", 150)]


def _zen(s: str) -> str:
    """Half-width digits (and , :) as full-width ones."""
    return s.translate(_ZEN)


class _Yatai:
    """One chat's draws and the association's ways of talking."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.kumiai = Planter(rng, _KUMIAI, self.slot, self.value)

    # -- formats ----------------------------------------------------------------------------

    def en(self, n: int) -> str:
        """An amount: "1,200円", "1200円", "１，２００円", "¥1,200", "12万円", "1.5万円" or "3万5千円"."""
        g = grouped(n, ",")
        ways = [f"{g}円", f"{g}円", f"{n}円", _zen(f"{g}円"), f"¥{g}"]
        if n >= 10000 and n % 10000 == 0:
            ways += [f"{n // 10000}万円"] * 2
        elif n >= 10000 and n % 1000 == 0:
            ways.append(f"{n // 10000}万{(n % 10000) // 1000}千円")
            if n % 5000 == 0 and n < 100000:
                ways.append(f"{n / 10000:g}万円")
        return self.rng.choice(ways)

    def kazu(self, n: int) -> str:
        """A count, sometimes grouped, sometimes in full-width digits."""
        s = grouped(n, ",") if n >= 1000 and self.rng.random() < 0.6 else str(n)
        return _zen(s) if self.rng.random() < 0.2 else s

    def day(self, n: int) -> date:
        return date(2026, 12, 1) + timedelta(days=n)

    def hi(self, n: int) -> str:
        """A date: "12月5日", "12月5日（土）", "12/5(土)", "12/5" or "１２月５日"."""
        d = self.day(n)
        w = _YOBI[d.weekday()]
        return self.rng.choice([f"{d.month}月{d.day}日", f"{d.month}月{d.day}日（{w}）", f"{d.month}月{d.day}日（{w}）", f"{d.month}/{d.day}({w})",
                                f"{d.month}/{d.day}", _zen(f"{d.month}月{d.day}日")])

    def jikan(self, h: int, mi: int | None = None) -> str:
        """A time: "18時", "18時半", "18:30", "１８：３０", "夜7時", "午後3時" or "夕方5時"."""
        r = self.rng
        mi = r.choice([0, 0, 0, 30]) if mi is None else mi
        ways = [f"{h}時" if mi == 0 else f"{h}時半" if mi == 30 else f"{h}時{mi}分", f"{h}:{mi:02d}", _zen(f"{h}:{mi:02d}")]
        h12 = h - 12 if h > 12 else h
        tail = "" if mi == 0 else "半" if mi == 30 else f"{mi}分"
        if h >= 19:
            ways.append(f"夜{h12}時{tail}")
        elif 16 <= h <= 18:
            ways.append(f"夕方{h12}時{tail}")
        elif 13 <= h <= 15:
            ways.append(f"午後{h12}時{tail}")
        elif h <= 9:
            ways.append(f"朝{h}時{tail}")
        return r.choice(ways)

    # -- the facts' values ------------------------------------------------------------------

    def slot(self, k: str) -> str:
        f = self.kumiai.fresh
        slots = {"yatai": lambda: str(f("yatai", 14, 41)), "tama": lambda: self.kazu(f("tama", 80, 400) * 10),
                 "en": lambda: self.en(f("en", 30, 300) * 1000), "kyaku": lambda: self.kazu(f("kyaku", 60, 260)),
                 "en2": lambda: self.en(f("en2", 50, 250) * 1000), "en3": lambda: self.en(f("en3", 30, 300) * 10000 + self.rng.choice([0, 0, 3500, 8200])),
                 "en4": lambda: self.en(f("en4", 10, 80) * 1000), "nobe": lambda: self.kazu(f("nobe", 100, 900) * 100),
                 "kg": lambda: str(f("kg", 5, 40) * 10), "hon": lambda: str(f("hon", 20, 150)), "en5": lambda: self.en(f("en5", 16, 80) * 500),
                 "nin": lambda: str(f("nin", 12, 60)), "hi": lambda: self.hi(f("d", 0, 110)), "jikan": lambda: self.jikan(f("h", 9, 23))}
        return slots[k]()

    def value(self, kind: str) -> str | None:
        r, f = self.rng, self.kumiai.fresh

        def tel() -> str:
            a, b = r.randrange(1000, 10000), r.randrange(1000, 10000)
            head = r.choice(["090", "080", "070"])
            return r.choice([f"{head}-{a}-{b}", f"{head}{a}{b}", _zen(f"{head}-{a}-{b}")])

        draws = {"koza": lambda: str(r.randrange(10**6, 10**7)), "tel": tel, "lock": lambda: str(r.randrange(1000, 10000)),
                 "link": lambda: f"https://forms.gle/{code(r, 12)}", "ref": lambda: f"福経観第{r.randrange(1000, 10000)}号",
                 "wifi": lambda: f"yatai{code(r, 4)}{r.randrange(10, 100)}", "tel2": lambda: f"092-{r.randrange(200, 1000)}-{r.randrange(1000, 10000)}",
                 "kaigi": lambda: self.jikan(*divmod(f("kaigi", 26, 44) * 30, 60)),
                 "asa": lambda: r.choice(["朝", "明け方", "朝の"]) + f"{f('asa', 5, 10)}時" + r.choice(["", "半"]),
                 "oden": lambda: self.en(f("oden", 6, 19) * 50), "jikyu": lambda: self.en(f("jikyu", 106, 150) * 10),
                 "hi": lambda: self.hi(f("d", 0, 110)),
                 "basho": lambda: r.choice(["川端の『居酒屋 はなぶさ』", "中洲公民館の2階", "博多のホテルの宴会場", "組合長の家", "天神の中華料理屋",
                                            "キャナル近くの焼肉屋", "春吉の料亭『松はし』"]),
                 "tesshu": lambda: self.jikan(*divmod(f("tesshu", 8, 17) * 30, 60)) if r.random() < 0.5 else f"朝{f('tesshu', 4, 9)}時",
                 "shime": lambda: f"前日の{self.jikan(f('shime', 12, 22), 0)}"}
        return self.kumiai.apart(draws[kind]) if kind in draws else None

    # -- chatter ----------------------------------------------------------------------------

    def naka(self) -> str:
        r = self.rng
        t = r.choice(_NAKA)
        said = t.format(n=r.choice(_NAMAE), y=r.choice(_YATAI), p=r.choice(_PLACE))
        if r.random() < 0.15:  # two things in one breath
            joint = r.choice(["。", "！", " ", "、あと"]) if said[-1].isalnum() else r.choice(["", " "])
            return said + joint + r.choice(_NAKA).format(n=r.choice(_NAMAE), y=r.choice(_YATAI), p=r.choice(_PLACE))
        if r.random() >= 0.35 or not said[-1].isalnum():  # most end with nothing at all
            return said
        return said + ("？" if t in _TOI else r.choice(["。", "！", "〜", "ｗ", "笑", "😊", "🙏", "！！", "…"]))

    def hatchu(self) -> str:
        """An order sheet to the noodle maker and the fishcake shop."""
        r = self.rng
        d = self.day(r.randrange(0, 100))
        rows = [f"{n}{'　' * max(1, 6 - len(n))}{r.randrange(1, 40) * (10 if u == '玉' else 1)}{u}" for n, u in r.sample(_SHINA, r.randrange(4, 8))]
        return (f"【発注】{d.month}/{d.day}({_YOBI[d.weekday()]})分　屋台 {r.choice(_YATAI)}\n" + "\n".join(rows)
                + r.choice(["", "\n丸福製麺さんよろしくお願いします", "\n以上です🙏", "\n※大根は小さめで"]))

    def shift(self) -> str:
        """The part-timers' shift table for a week."""
        r = self.rng
        d = self.day(r.randrange(0, 90))
        d -= timedelta(days=d.weekday())
        who = ["ユナ", "りん", "ジウン", "ゆうき", "カズ", "ヒロくん", "ミナ", "さき"]
        rows = []
        for i in range(7):
            x = d + timedelta(days=i)
            cell = "休み" if r.random() < 0.15 else "・".join(r.sample(who, r.randrange(1, 3)))
            rows.append(f"{_YOBI[i]} {x.month}/{x.day}  {cell}")
        return (f"{d.month}月 第{(d.day - 1) // 7 + 1}週 シフト（{r.choice(_YATAI)}）\n" + "\n".join(rows)
                + r.choice(["", "\n入れない日あったら早めに言ってね", "\n18時入り、片付けまでお願いします", "\n変更は事務局まで"]))

    def nippo(self) -> str:
        """A stall's daily sales report."""
        r = self.rng
        d = self.day(r.randrange(0, 100))
        cash, pay = r.randrange(40, 160) * 1000, r.randrange(5, 90) * 100
        return (f"日報 {d.month}/{d.day}({_YOBI[d.weekday()]}) {r.choice(_YATAI)}\n客数：{r.randrange(30, 140)}人\n"
                f"売上：{grouped(cash + pay, ',')}円（現金 {grouped(cash, ',')}／PayPay {grouped(pay, ',')}）\n替え玉：{r.randrange(5, 60)}\n"
                f"天気：{r.choice(['晴れ', 'くもり', '小雨', '雨のち曇り'])} {r.randrange(1, 14)}℃\nメモ：{r.choice(['韓国のお客さん多め', '特になし', '団体2組', 'おでん完売', '雨で早じまい'])}")

    def tenki(self) -> str:
        r = self.rng
        d = self.day(r.randrange(0, 100))
        rows = []
        for i in range(r.randrange(1, 4)):
            x = d + timedelta(days=i)
            lo = r.randrange(-1, 9)
            rows.append(f"{x.day}日({_YOBI[x.weekday()]}) {r.choice(['晴れ', 'くもり', 'くもり時々雨', '雨', '雪', '晴れ時々くもり'])} "
                        f"最高{lo + r.randrange(3, 8)}℃/最低{lo}℃ 降水確率{r.randrange(0, 11) * 10}%")
        return ("【福岡市の天気】\n" + "\n".join(rows) + r.choice(["", "\n北西の風やや強く、提灯注意", "\n寒かばい🥶", "\n（tenki.jpより）"]))

    def paypay(self) -> str:
        r = self.rng
        d = self.day(r.randrange(0, 100))
        amt = r.choice([800, 1500, 2300, 3000, 3200, 5000, 10000])
        return (f"PayPay\n¥{grouped(amt, ',')} を受け取りました\n送り主：{r.choice(['ｶ*** ﾀ***', 'ﾏ*** ﾘ***', 'ｺ*** ﾕ***'])}\n"
                f"{d.year}/{d.month:02d}/{d.day:02d} {r.randrange(18, 24)}:{r.randrange(0, 60):02d}" + r.choice(["", "\n組合費です", "\n立て替え分送りました🙏"]))

    def csv(self) -> str:
        """A register's export, pasted in a code block."""
        r = self.rng
        d = self.day(r.randrange(0, 100))
        rows = []
        for _ in range(r.randrange(4, 9)):
            item, price = r.choice(_MENU)
            q = r.randrange(1, 4)
            rows.append(f"{d.isoformat()},{r.randrange(18, 24)}:{r.randrange(0, 60):02d},{item},{q},{price * q},{r.choice(['cash', 'paypay'])}")
        return (r.choice(["レジのデータCSVで出したけどこれで合っとる？", "昨日のレジの記録です", "POSから出すとこんな感じです"])
                + "\n```\ndate,time,item,qty,amount,pay\n" + "\n".join(sorted(rows, key=lambda x: x.split(",")[1])) + "\n```")

    def checklist(self) -> str:
        r = self.rng
        items = ["□ 給水タンクの水量・清掃", "□ 食材の温度管理（冷蔵10℃以下）", "□ 食品衛生責任者証の掲示", "□ 手洗い用の石けん・消毒液",
                 "□ ゴミ・残飯の処理", "□ 消火器の設置と期限", "□ まな板・包丁の使い分け"]
        return ("■ 屋台営業 衛生点検チェックシート（保健所）\n" + "\n".join(r.sample(items, r.randrange(4, 8)))
                + "\n点検日：　月　日　点検者：" + r.choice(["", "\n来週までに各自チェックして事務局へ", "\n印刷したのを倉庫に置いとくけん"]))

    def tensou(self) -> str:
        r = self.rng
        return r.choice(["【転送】福岡市からのお知らせ\n令和8年度 屋台営業者向け衛生講習会のご案内です。受講は営業者1名以上必須となっております。詳細は添付のPDFをご確認ください。",
                         "【転送】中央警察署より\n年末の特別警戒に伴い、中洲地区の巡回を強化します。不審者・迷惑行為はすぐに110番をお願いします。",
                         "【転送】国土交通省 九州地方整備局より\n那珂川の護岸工事に伴い、一部通路が夜間通行止めになります。迂回路の案内看板にご注意ください。",
                         "【転送】博多区役所\n年末年始のごみ収集日程が変わります。事業系ごみは各自の契約業者にご確認ください。"])

    def kakeru(self) -> str:
        """Fact-like chatter that plants nothing: figures and plans nobody asks about again."""
        r = self.rng
        return r.choice([f"うちは今日{r.randrange(40, 160)}杯出た", f"替え玉{r.randrange(3, 7)}回頼んだお客さんおったｗ",
                         f"{self.hi(r.randrange(0, 100))}は息子の学校行事で遅れるかも", f"豚骨、業者さんから{self.en(r.randrange(60, 200) * 10)}で買うた",
                         f"去年の今ごろは{r.randrange(15, 30)}軒くらい並んどったよね", f"昨日の夜、気温{r.randrange(0, 8)}℃まで下がっとった",
                         f"{r.choice(_YATAI)}のラーメン、{self.en(r.randrange(80, 110) * 10)}に値上げしたらしい", f"タクシー代{self.en(r.randrange(15, 45) * 100)}かかった",
                         f"明日は{self.jikan(r.randrange(16, 19))}には着いとく", f"{r.choice(_NAMAE)}、{self.hi(r.randrange(0, 100))}から実家帰るって",
                         f"ビールサーバーの樽、{r.randrange(2, 6)}本目空いた🍺", f"{r.choice(_NAMAE)}の娘さん、もう{r.randrange(3, 12)}歳げな",
                         f"卵1パック{self.en(r.randrange(25, 36) * 10)}とか高すぎ", f"{self.hi(r.randrange(0, 100))}、{r.choice(_PLACE)}でカウントダウンイベントあるっちゃん"])

    def photo(self) -> Said:
        r = self.rng
        d = self.day(r.randrange(0, 100))
        return (r.choice(["", "", "今日の屋台🏮", "行列できとる！", "おでん仕込み完了🍢", "雨やばい☔", "新しい提灯きたよ", "川沿い夜景✨", "ゴミ置き場こんな感じ"]),
                media("photo", f"LINE_ALBUM_{d:%Y%m%d}_{r.randrange(10**5, 10**6)}.jpg", "image/jpeg", r.randrange(60_000, 3_000_000)))

    def video(self) -> Said:
        r = self.rng
        return r.choice(["", "湯切りの動画撮ってもらった", "風すごい", "お客さんと乾杯🍻"]), media("video", f"video_{r.randrange(10**9, 10**10)}.mp4", "video/mp4",
                                                                                    r.randrange(900_000, 40_000_000))

    def koe(self) -> Said:
        r = self.rng
        if r.random() < 0.45:  # a LINE sticker
            return "", media("sticker", "sticker.png", "image/png", r.randrange(6_000, 90_000))
        return r.choice(["", "", "手が離せんけん音声で", "運転中なので音声ですみません"]), media("voice", f"audio_{r.randrange(10**12, 10**13)}.m4a", "audio/mp4",
                                                                                       r.randrange(5_000, 700_000))

    def bunsho(self) -> Said:
        r = self.rng
        name, text = r.choice([("12月シフト表.xlsx", "来月のシフト表です"), ("屋台営業の手引き_令和8年度.pdf", "市の手引き、新しいのきました"),
                               ("総会資料.pdf", "総会の資料です、目を通しといてください"), ("発注書_丸福製麺.pdf", ""), ("組合名簿.xlsx", ""),
                               ("多言語メニュー案.pdf", "メニューの案できました！")])
        mime = {"pdf": "application/pdf", "xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"}[name.rsplit(".", 1)[1]]
        return text, media("document", name, mime, r.randrange(30_000, 3_000_000))

    def chatter(self) -> Said:
        r = self.rng
        makers = [(lambda: (r.choice(_MIJIKAI), None)), (lambda: (self.naka(), None)), (lambda: (r.choice(_JIUN), None)), (lambda: (self.hatchu(), None)),
                  (lambda: (self.shift(), None)), (lambda: (self.nippo(), None)), (lambda: (self.tenki(), None)), (lambda: (self.paypay(), None)),
                  (lambda: (self.csv(), None)), (lambda: (self.checklist(), None)), (lambda: (self.tensou(), None)),
                  (lambda: (ramble(r, _KUMIAICHO, 5, r.choice([" ", "　", "", "、"])), None)), (lambda: (ramble(r, _OKAMI, 5, ""), None)),
                  (lambda: (letter(r, _SHIYAKUSHO, sep="\n\n"), None)), (lambda: (_ONEGAI, None)),
                  (lambda: (r.choice(_LINKS).format(k=code(r, 11), n=r.randrange(10**7, 10**9), h=f"{r.getrandbits(160):040x}"), None)),
                  (lambda: (f"{_AISATSU} {self.naka()}", None)), (lambda: (self.kakeru(), None)), self.photo, self.video, self.koe, self.bunsho]
        weights = [26, 33, 4, 1.5, 1.2, 1.5, 1.5, 1.2, 0.8, 0.6, 1.2, 2.4, 0.8, 1.3, 2.6, 3, 3, 5, 5, 1, 5, 1]
        return r.choices(makers, weights)[0]()

    def wrap(self, text: str) -> str:
        r = self.rng
        return r.choice([f"{_AISATSU}\n{text}", f"{text}\n\n{_ONEGAI}", f"{ramble(r, _KUMIAICHO, 3, ' ')} それと{text}",
                         f"【役員会メモ】\n・{text}\n・{self.naka()}", f"{text}🙏", f"{text}\n事務局 中村", f"みなさん、{text}",
                         f"{text}\nよろしくお願いします。", f"{self.tenki()}\n\nそれと連絡です：{text}", f"📌{text}"])


def generate(seed: int, chats: int, messages: int, ids: Ids | None = None, fact_share: float = 0.034) -> list[Chat]:
    return family_chats(NAME, seed, chats, ids, lambda rng, chat_id: _chat(rng, chat_id, messages, fact_share))


def _chat(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    y = _Yatai(rng)
    people = [f"U{rng.getrandbits(128):032x}" for _ in range(rng.randrange(10, 24))]  # LINE user ids

    # A night business: busy while the stalls set up and after they close, quiet through the morning.
    def gap() -> int:
        return rng.randrange(20, 1800) if rng.random() > 0.1 else rng.randrange(5 * 3600, 20 * 3600)

    voice = Voice(y.kumiai, y.chatter, y.wrap, 0.25, lambda: rng.choice(_BOT), 0.035, gap, (4, 36))
    return assemble(rng, chat_id, n, fact_share, NAME, people, voice)
