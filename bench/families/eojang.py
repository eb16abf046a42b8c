"""The eojang family: the KakaoTalk group (단톡방) of a fish market wholesalers' cooperative at Jagalchi, Busan, in Korean.

Written for batch 11, while kaisha, souk and ushirika (batch 10) were still held out, and run on
no version of the summarizer when it was committed: a held-out family. Some twenty licensed
auction buyers (중매인) and their shops share one room with the cooperative's office: the boats
come into the Jagalchi wharf before dawn, the auction at the 수협 위판장 starts at four or five
in the morning, and the day is mackerel, hairtail, squid and snow crab in boxes on ice, crates and
ice sacks to order, the cold storage at Gamcheon, parcels to Seoul and Daegu and the winds on the
sea. Korean is written in eojeol, words with their particles attached and spaces between them
("조합장님이", "경매는"), and the family resolves each particle to the word before it (은/는,
이/가, 을/를, 으로/로). The chairman (조합장) writes formal notices in 합니다체 that open with
"【공지】 조합원 여러분께 알려드립니다." and are signed "자갈치중매인협동조합 조합장 드림"; the young staff
write casual speech with ㅋㅋ, ㅇㅇ, ㄱㄱ, 넹, ㄹㅇ and ~요 dropped ("얼음 왔음", "박스 다 뺐음"),
with or without a full stop; 순자 할매, who has sold fish at Jagalchi for forty years, writes one
long message in Busan dialect ("아이가", "카더라", "~데이") with no punctuation at all. The same
reminder about boots, waterproof aprons and clearing the aisles for the forklift comes again and
again, and "좋은 아침입니다 🌅 다들 새벽부터 고생 많으십니다" opens many a message. Pasted into the
chat: the morning's auction results as a table, the 수협 price sheet, the cold storage stock, the
ice and crate orders gathered from the shops, a 거래명세서 (delivery invoice), a CJ대한통운 delivery
notice and a 기상청 warning (풍랑주의보); links to the weather service, Naver Map, Naver blogs,
YouTube, Instagram, the 수협 site and CJ's tracking page; photos, videos, voice notes and many
emoticons ("(이모티콘)"). Money is "3만5천원", "35,000원", "3.5만원" and "8,400만원", times "새벽 4시",
"오전 5시 반", "17:30", dates "12월 14일(월)", "12/14" and "매주 화요일".
Its facts are said the cooperative's way ("【공지】 조합비 인상은 동결로 결정되었습니다.", "냉동창고 열쇠는
김민준 씨가 관리합니다").
"""

from __future__ import annotations

import random
import re
from datetime import date, timedelta

from .common import Chat, Ids, Planted, Planter, Said, Voice, Wording, assemble, code, family_chats, grouped, letter, media, ramble

NAME = "eojang"
LANGUAGE = "ko"
# Messages per chat by default: about 18,000 to 28,000 characters of history and about 20 facts.
MESSAGES = 520

_YOIL = "월화수목금토일"
# Members, shops and fish as the chatter names them (never a fact's person).
_IREUM = ["박 반장님", "양 사장님", "영도 형님", "미숙 이모", "막내", "정 실장님", "동수", "태호", "윤 사장님", "순자 할매"]
_GAGE = ["동삼상회", "충무수산", "남항수산", "해운대횟집", "부산상회", "대성수산", "광안리 회센터", "서면 일식집"]
_SAENGSEON = ["고등어", "갈치", "오징어", "대게", "아귀", "삼치", "전어", "가자미", "붕장어", "문어", "꽃게", "방어"]

_GYEOLJEONG = Wording(
    topics=[("송년회 장소", ["자갈치 회센터 2층", "남포동 복국집", "영도 바다마을 횟집"]),
            ("설 대목 경매 휴장", ["설 당일 하루만", "사흘 연휴 전부", "휴장 없이 오전 경매만"]),
            ("공동 얼음 구매처", ["남항제빙 일원화", "기존 업체 유지", "두 업체 분산"]),
            ("스티로폼 박스 공동구매", ["다음 달부터 시행", "점포별 자율", "재견적 후 재논의"]),
            ("조합비 인상", ["월 3만원", "동결", "내년 총회 재논의"]),
            ("냉동창고 추가 임대", ["감천 창고 한 칸 추가", "이번엔 보류", "봄 이후 재검토"]),
            ("카드 단말기 도입", ["전 점포 일괄 도입", "희망 점포만", "현금 거래 유지"]),
            ("야간 경비 업체", ["에스원", "기존 업체 연장", "조합원 순번제"])],
    decided=["【공지】 {s}<은> {c}<으로> 결정되었습니다.", "어제 임원회의에서 {s}<은> '{c}'<으로> 정했습니다. 이견 있으시면 오늘 중으로 말씀 주세요.",
             "{s} {c}<으로> 확정 ㅇㅇ", "투표 결과 나왔어요~ {s}: {c} 👍", "조합장님이 {s}<은> {c}<으로> 가자 카시네요",
             "{S} → {c} (확정)", "그럼 {s}<은> {c}<으로> 하는 걸로 할게요 다들 수고 ㅎㅎ"],
    numbers=[("오늘 고등어 위판량 {sangja}상자 나왔습니다", ("고등어 위판량", "{sangja}상자")),
             ("갈치 5kg 한 상자 낙찰가 {won} 찍었어요 ㄷㄷ", ("갈치 5kg 한 상자 낙찰가", "{won}")),
             ("이번 달 얼음값 총 {won2} 나왔어요 ㅠㅠ", ("이번 달 얼음값", "{won2}")),
             ("감천 창고 남은 자리 {pal}파레트뿐입니다", ("감천 창고 남은 자리", "{pal}파레트")),
             ("우리 조합 등록 조합원 현재 {myeong}명입니다", ("등록 조합원", "{myeong}명")),
             ("올해 조합 적립금 {eok} 모였습니다", ("조합 적립금", "{eok}")),
             ("아이스팩 한 개 단가 {dan}원", ("아이스팩 한 개 단가", "{dan}원")),
             ("오늘 새벽 입항한 배 {cheok}척", ("새벽 입항한 배", "{cheok}척")),
             ("어제 하루 택배 발송 {geon}건 했습니다 💪", ("택배 발송", "{geon}건")),
             ("대게 1kg 시세 요새 {won3} 정도", ("대게 1kg 시세", "{won3}")),
             ("급랭실 온도 영하 {do}도로 맞춰놨음", ("급랭실 온도", "영하 {do}도"))],
    dates=[("수협 위판장 정기점검은 {dt}입니다", ("위판장 정기점검", "{dt}")),
           ("올해 조합 정기총회 {dt} {hm}, 수협 2층 회의실", ("정기총회", "{dt}")),
           ("{dt} {hm}에 구청 위생점검 나온답니다 다들 정리 좀", ("구청 위생점검", "{hm}")),
           ("대게 특별경매는 {yo} {hm} 시작", ("대게 특별경매", "{hm}")),
           ("남항제빙 얼음 정기배달은 매주 {yo} {hm}", ("얼음 정기배달", "{hm}")),
           ("김장철 멸치젓 주문 마감 {md}까지", ("멸치젓 주문 마감", "{md}")),
           ("조합 송년 윷놀이 {dt} 저녁에 합니다 🎉", ("송년 윷놀이", "{dt}")),
           ("수산물 원산지 표시 교육 {dt} {hm}, 자갈치시장 3층", ("원산지 표시 교육", "{dt}")),
           ("냉동창고 전기 공사 때문에 {dt} {hm}부터 정전", ("냉동창고 전기 공사", "{hm}")),
           ("어업인 안전교육 {md} {hm} 수협 본점", ("어업인 안전교육", "{md}"))],
    people=["김민준", "이서연", "박지훈", "최수빈", "정우진", "강하은", "조현우", "윤지아", "장도윤", "임채원",
            "한승민", "오예린", "서준호", "신다은"],
    roles=[("{p} 씨가 이번에 새 총무 맡았습니다", "새 총무"), ("냉동창고 열쇠는 {p} 씨가 관리합니다", "냉동창고 열쇠"),
           ("경매 낙찰 대금 정산은 {p} 님 담당이에요", "낙찰 대금 정산"), ("{p} 씨 이번 주부터 새로 온 직원이에요 잘 부탁드려요 🙏", "새로 온 직원"),
           ("택배 포장이랑 발송은 {p} 씨한테 물어보세요", "택배 포장이랑 발송"), ("얼음 발주 담당 {p}", "얼음 발주 담당"),
           ("수협 쪽 연락 창구는 {p} 과장님입니다", "수협 쪽 연락 창구"), ("올해 조합 감사위원은 {p} 님입니다", "감사위원"),
           ("경매 기록원은 {p} 씨가 봅니다", "경매 기록원"), ("인스타 홍보 계정은 {p} 씨가 운영해요", "인스타 홍보 계정")],
    tasks=["냉동창고 문 고무패킹 교체", "수협에 위판 수수료 정산서 요청", "공용 지게차 충전기 수리", "2호 수조 산소기 점검",
           "조합 사무실 소화기 교체", "미수금 명단 정리", "설 선물세트 박스 디자인 견적", "위판장 바닥 배수구 청소",
           "신규 조합원 명부 업데이트", "고장 난 저울 검정 신청", "경매 번호표 새로 인쇄", "CCTV 녹화기 하드 교체"],
    asked=["{a} 해주실 분 계신가요? 🙏", "누가 {a} 좀 해줘요", "{a} 아직 아무도 안 했죠?", "【급구】 {a} 하실 분!!",
           "금요일 전까지 {a} 해야 되는데 손 비는 사람?", "저는 못 해서 누가 {a} 부탁드립니다 🙇"],
    edits=[("조합 통장: 부산은행 {x} (예금주 자갈치중매인협동조합)", "조합 통장: 부산은행 {y} (예금주 자갈치중매인협동조합) ※번호 한 자리 틀려서 수정",
            "조합 통장", "gyejwa"),
           ("사무실 와이파이 비번 {x}", "사무실 와이파이 비번 {y} 입니다", "사무실 와이파이 비번", "wifi"),
           ("남항제빙 배달기사님 번호 {x}", "남항제빙 배달기사님 번호 {y} 로 바뀌었어요", "남항제빙 배달기사님 번호", "tel"),
           ("냉동창고 출입문 비밀번호 {x}", "냉동창고 출입문 비밀번호 {y}", "냉동창고 출입문 비밀번호", "door"),
           ("한진택배 송장 {x} 대구 보내는 대게", "한진택배 송장 {y} 대구 보내는 대게 (번호 잘못 올렸음)", "대구 보내는 대게", "song"),
           ("총회 자료 구글드라이브 링크 {x}", "총회 자료 구글드라이브 링크 {y}", "총회 자료 구글드라이브", "link")],
    changes=[("동절기 경매 시작은 {x}입니다", ["동절기 경매 시작 {y}<으로> 바뀝니다 착오 없으시길", "내일부터 동절기 경매 시작 {y}"],
              "동절기 경매 시작", "sijak"),
             ("스티로폼 박스(대) 단가 {x}", ["스티로폼 박스(대) 단가 {y}<으로> 올랐어요 😭", "공지: 스티로폼 박스(대) 단가 다음 주부터 {y}"],
              "스티로폼 박스(대) 단가", "bakseu"),
             ("냉동창고 보관료 한 칸에 월 {x}", ["냉동창고 보관료 내년부터 한 칸에 월 {y}", "냉동창고 보관료 인상됐습니다 한 칸에 월 {y}"],
              "냉동창고 보관료", "bogwan"),
             ("조합 월례회의는 {x}에서 합니다", ["조합 월례회의 장소 {y}<으로> 옮깁니다", "이번 달부터 조합 월례회의는 {y}에서"],
              "조합 월례회의", "jangso"),
             ("얼음 한 포대 {x}", ["얼음 한 포대 값 {y}<으로> 조정됐습니다", "남항제빙에서 연락 옴 얼음 한 포대 {y}"], "얼음 한 포대", "eoreum"),
             ("택배 마감 시간 {x}", ["택배 마감 시간 {y}<으로> 당겨졌어요", "오늘부터 택배 마감 시간 {y}"], "택배 마감 시간", "magam")])

# The chatter.
_JJALBEUN = ["ㅇㅇ", "ㅇㅋ", "ㄱㄱ", "넹", "네", "넵", "네네", "알겠습니다", "알겠어요", "수고하셨습니다", "수고요", "ㅋㅋㅋㅋ", "ㅋㅋ", "ㅎㅎ", "ㅠㅠ",
             "ㄷㄷ", "ㄹㅇ", "👍", "🙏", "😂", "🐟", "🦀", "🐙", "❄️", "확인했습니다", "확인", "감사합니다", "고맙습니데이", "고맙습니다 🙏", "예",
             "예예", "ㄴㄴ", "가는 중", "도착", "5분만요", "지금 감", "오케이", "ok", "굿", "헐", "대박", "와", "마 됐다", "ㅇㅈ", "ㅇㅇ 알겠음",
             "언제요?", "어디요?", "넹 ㅋㅋ", "좋습니다", "수고 많으셨습니다 😊", "ㅇㅎ", "아하", "글쿠나", "넵넵!", "ㅋㅋㅋ 인정", "😭", "🚢"]
_BOTONG = ["오늘 {f} 씨알 좋네요", "{j} 어디 계세요? 경매장에 안 보이시네", "2번 수조 물 좀 갈아야 될 듯", "오늘 바람 엄청 부네 🥶",
           "{g} 물건 아직 안 빠졌어요?", "지게차 누가 쓰고 안 갖다놨노", "얼음 모자라요 빨리요", "택배 기사님 오셨어요", "{f} 오늘 비싸다 ㄷㄷ",
           "배 들어왔어요 🚢", "아 오늘 경매 길다", "{j} 커피 드실래요?", "점심 뭐 먹어요? 돼지국밥 ㄱ?", "저 잠깐 은행 다녀올게요",
           "{g}에서 {f} 3상자 더 달라는데요", "창고 문 좀 꼭 닫아주세요 제발", "오늘 손님 별로 없네", "{j} 오늘 쉬는 날이에요",
           "수입산 섞여 들어온 거 아닌가 확인해봐야 될 듯", "경매 번호 몇 번이었지", "비 온다 파레트 안으로 넣어요 ☔", "{f} 선도 별로던데",
           "{j} 생일이래요 🎂", "송장 다 뽑았음", "오늘 고생 많았어요 다들", "주차장 자리 없어요 ㅠ", "{g} 사장님 전화 왔었어요 다시 걸어달래요",
           "수조 산소 소리 이상함", "스티로폼 뚜껑 어디 있어요", "오늘 어판장 사람 진짜 많음", "아까 그 {f} 누가 낙찰받음?",
           "{j} 차 좀 빼주세요 트럭 못 들어와요", "해경 떴다 ㄷㄷ", "관광객들 사진 찍는다고 통로 막음 ㅋㅋ", "얼음 녹는다 빨리 옮겨요",
           "오늘 일찍 접어요", "저울 영점 다시 맞췄어요", "다들 장갑 챙기세요 오늘 엄청 춥대요", "{g} 결제 아직이에요", "어제 회식 재밌었어요 ㅋㅋ",
           "손님이 {f} 택배 되냐고 물어보시는데요", "영수증 사진 올려주세요", "아이고 허리야", "배가 늦게 들어온대요 파도 때문에",
           "{f} 경매 몇 번째예요?", "{j} 오늘 물건 좀 봐주세요", "낙찰 표 확인했어요?", "밤새 냉동기 잘 돌았네요", "기름값 또 올랐더라",
           "카드기 또 먹통", "얼음 왔음", "박스 다 뺐음", "{f} 다 팔림 ㅋㅋ", "{j} 전화 좀 받으세요~", "오늘 {f} 물량 적다던데",
           "내일 새벽에 저 좀 늦어요 ㅠ", "{g}로 {f} 보낼 거 포장 끝", "위판장 조명 하나 나갔어요", "장화 구멍 났다 ㅋㅋㅋ",
           "{j} 아까 말한 거 됐어요?", "지금 경매 시작함", "{f} 한 마리 서비스로 드렸어요 단골이라", "이번 주 내내 날씨 안 좋대요"]
_GINMAL = ["아까 {g} 사장님이 전화 와서 어제 받은 {f} 중에 두 상자가 상태가 안 좋다고 하시네요. 사진 보내달라고 했으니까 보고 교환해 드릴지 정해요",
           "오늘 경매 끝나고 창고 정리 좀 같이 해요. 빈 파레트가 너무 쌓여서 지게차 돌릴 자리가 없어요 ㅠㅠ 30분이면 될 듯",
           "{j} 어제 부탁하신 {f} 10kg 두 상자 빼놨어요 2번 냉장고 맨 아래 칸에 있으니까 오실 때 가져가세요",
           "새벽에 배 들어오는 거 보니까 오늘 {f} 물량이 꽤 되겠던데 가격은 어제보다 좀 떨어질 것 같네요 다들 참고하세요",
           "손님 한 분이 인터넷 보고 오셨다는데 {f} 택배로 서울까지 보내면 언제 도착하냐고 물어보셔서 내일 오전이라고 했어요 맞죠?",
           "ㅋㅋㅋ 아까 관광객 분이 {f}<을> 보고 이거 뭐냐고 한참 물어보셔서 빵 터졌음 ㅋㅋㅋㅋ 외국 분이셨음",
           "{j} 죄송한데 제가 오늘 애기가 아파서 병원 들렀다 가야 될 것 같아요 경매는 {k}<이> 대신 봐주기로 했어요",
           "어제 밤에 냉동기 알람 울려서 나와봤는데 별거 아니었어요 문이 살짝 덜 닫혀 있었음 다들 문 꼭 확인 부탁드려요 🙏",
           "요즘 {f} 씨알이 작아서 손님들이 자꾸 깎아달라고 하시네 ㅠ 그래도 가격은 지켜야 됩니다 옆 가게들이랑 맞춰야 돼서",
           "지난주에 말씀드린 수조 청소 업체 견적 받아봤는데 생각보다 비싸네요 우리끼리 하는 게 나을 듯?",
           "{g}에서 이번 주 토요일에 단체 손님 온다고 {f} 넉넉하게 준비해 달래요 몇 상자인지는 내일 다시 알려준대요",
           "오늘 위판장 바닥 엄청 미끄러워요 얼음물 때문에 다들 조심하세요 아까 {j} 넘어질 뻔함",
           "주말에 축제 때문에 남포동 쪽 차 엄청 막힌대요 배달 있는 분들 일찍 출발하세요 🚚",
           "{f} 오늘 경매가 생각보다 세게 나와서 저는 못 받았어요. {g} 쪽에서 싹쓸이함 ㄷㄷ 내일 다시 노려봐야지",
           "다들 연말이라 바쁘신 거 알지만 낙찰 대금 밀리신 분들 이번 주 안으로 좀 정리 부탁드려요. 사무실 통화 연결이 잘 안 되면 문자 주세요",
           "방금 해경 아저씨들 와서 원산지 표시 보고 갔어요 우리 가게는 문제 없었는데 옆 줄 몇 군데 지적받은 듯",
           "{j}, 혹시 어제 쓰던 칼 갈아놓은 거 어디 뒀어요? 아무리 찾아도 없네 ㅠ 급한 건 아니고요",
           "오늘따라 {f} 눈알이 반짝반짝하네요 ㅋㅋ 물 좋을 때 많이 받아둘걸 그랬나"]
# Said like facts, but never one: values and people of the chatter's own.
_BISUT = ["내일 경매는 평소대로 {t}요", "{j} 내일 당번이래요", "오늘 {f} 한 상자 {w} 갔어요", "{g} 미수금 {w} 남았다 카던데",
          "{f} 어제보다 {w} 올랐음", "다음 주 {d}에 {j} 휴가", "{j} 오늘 {t}에 출근했대요 ㅋㅋ", "{g} 주문 {n}상자 들어옴"]
_MUNEUN = {"언제", "어디", "누가", "뭐", "몇", "왜", "어떻게"}
_HALMAE = ["아이고 다들 새벽부터 욕본다", "내가 이 자갈치에서 장사한 지가 사십 년이 넘었다 아이가", "옛날에는 배가 새벽마다 줄줄이 들어왔는데",
           "요새는 고기가 씨가 말랐다 카더라", "그때는 얼음도 손으로 깨가 썼다", "젊은 사람들 핸드폰만 보지 말고 물건을 잘 봐야 된데이",
           "고등어는 눈이 맑아야 좋은 기다", "갈치는 은빛이 살아 있어야 되고", "손님한테 덤 좀 주고 인심 잃지 마래이",
           "우리 영감 살아 있을 때는 배도 두 척이나 있었다", "날 추운데 다들 감기 조심하고", "밥은 꼭 챙기 묵고 일해라",
           "내는 내일 병원 가야 돼서 늦게 나간데이"]
_JOHAPJANG = ["【공지】 조합원 여러분께 알려드립니다.", "새벽 경매 시 안전화와 방한복 착용을 반드시 지켜주시기 바랍니다.",
              "위판장 내 흡연은 절대 금지입니다. 적발 시 과태료가 부과됩니다.", "낙찰 대금은 익일 오전까지 입금해 주시기 바랍니다.",
              "원산지 표시 위반이 적발되지 않도록 각 점포에서 각별히 주의해 주십시오.", "겨울철 동파 사고가 잦으니 수도 계량기 보온에 신경 써 주십시오.",
              "관광객이 많은 주말에는 통로에 물건을 적치하지 마십시오.", "항상 조합 발전을 위해 애써 주시는 조합원 여러분께 고개 숙여 인사드립니다.",
              "자갈치중매인협동조합 조합장 드림"]
_DASI = ("📢 다시 한번 알립니다!! 경매장 들어올 때 장화, 방수앞치마 필수 ❗ 낙찰받은 물건은 30분 안에 빼주시고 빈 상자는 지정 장소에 "
         "쌓아주세요. 통로에 박스 두면 지게차 못 다닙니다 🙏")
_ACHIM = "좋은 아침입니다 🌅 다들 새벽부터 고생 많으십니다"
_MARKEUP = ["https://www.weather.go.kr/w/ocean/forecast/daily-forecast.do?regId={n} 바다 날씨 보세요", "https://naver.me/{k} 여기 주차 됩니다",
            "https://map.naver.com/p/entry/place/{n} 창고 위치", "https://blog.naver.com/jagalchi_{k}/{n} 우리 가게 블로그에 나왔어요 ㅋㅋ",
            "https://youtu.be/{k} 자갈치 새벽 경매 영상 ㄷㄷ", "https://www.suhyup.co.kr/board/{n} 수협 공지 떴네요",
            "https://trace.cjlogistics.com/next/tracking.html?wblNo={n} 배송조회", "https://www.instagram.com/p/{k}/ 오늘 올린 거"]
_BOT = ["기록해 두었습니다 ✍️", "저장했어요.", "음성 메시지는 들을 수 없어요. 글로 남겨주시겠어요?", "천만에요!", "시간 되면 알려드릴게요."]

# A particle after a word ("<은>" is 은 after a final consonant, 는 after a vowel).
_JOSA = {"은": ("은", "는"), "이": ("이", "가"), "을": ("을", "를"), "과": ("과", "와"), "으로": ("으로", "로")}
_DIGIT_FINAL = {"0": 21, "1": 8, "2": 0, "3": 16, "4": 0, "5": 0, "6": 1, "7": 8, "8": 8, "9": 0}  # 영 일 이 삼 사 오 육 칠 팔 구


def _final(before: str) -> int:
    """The final consonant (jongseong, 0 for none; 8 is ㄹ) of the last sounded character of `before`."""
    for ch in reversed(before):
        if "가" <= ch <= "힣":
            return (ord(ch) - 0xAC00) % 28
        if ch in _DIGIT_FINAL:
            return _DIGIT_FINAL[ch]
        if ch.isalpha():
            return 0
    return 0


def josa(text: str) -> str:
    """`text` with every <particle> marker said the way the word before it needs."""
    out: list[str] = []
    last = 0
    for m in re.finditer(r"<(은|이|을|과|으로)>", text):
        out.append(text[last:m.start()])
        fin = _final(text[:m.start()])
        hard, soft = _JOSA[m.group(1)]
        out.append(soft if fin == 0 or (m.group(1) == "으로" and fin == 8) else hard)
        last = m.end()
    out.append(text[last:])
    return "".join(out)


class _Eojang:
    """One chat's draws and the cooperative's ways of talking."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.planter = Planter(rng, _GYEOLJEONG, self.kan, self.gap)

    def plant(self, kind: str) -> Planted:
        p = self.planter(kind)
        if p is None:
            return None
        text, probe, newer = p
        return josa(text), probe, (None if newer is None else (josa(newer[0]), newer[1]))

    def won(self, n: int) -> str:
        """An amount of won the ways the members write it ("3만5천원", "35,000원", "3.5만원")."""
        r = self.rng
        styles = [f"{grouped(n, ',')}원", f"{grouped(n, ',')}원", f"{n}원"]
        man, rest = divmod(n, 10_000)
        if man and rest % 1000 == 0:
            cheon = rest // 1000
            styles += [f"{man}만{cheon}천원" if cheon else f"{man}만원", f"{man}만 {cheon}천원" if cheon else f"{man}만원"]
            if cheon:
                styles.append(f"{man}.{cheon}만원")
        return r.choice(styles)

    def manwon(self, n: int) -> str:
        """A large sum counted in 만원 ("8,400만원", "1억 2천만원")."""
        eok, man = divmod(n, 10_000)
        if not eok:
            return f"{grouped(man, ',')}만원"
        if man == 0:
            return f"{eok}억원"
        return self.rng.choice([f"{eok}억 {grouped(man, ',')}만원", f"{eok}억{grouped(man, ',')}만원"] +
                               ([f"{eok}억 {man // 1000}천만원"] if man % 1000 == 0 else []))

    def nal(self, n: int, yoil: bool) -> str:
        d = date(2026, 12, 1) + timedelta(days=n)
        return f"{d.month}월 {d.day}일" + (f"({_YOIL[d.weekday()]})" if yoil else "")

    def sigan(self, h: int) -> str:
        """An hour the ways the market says it: "새벽 4시", "오전 5시 반", "17:30"."""
        r = self.rng
        mi = r.choice([0, 0, 30, 30, 10, 40, 20])
        if r.random() < 0.3:
            return r.choice([f"{h:02d}:{mi:02d}", f"{h}:{mi:02d}"])
        part = "새벽" if h < 6 else "오전" if h < 12 else "낮" if h == 12 else "오후" if h < 18 else "저녁"
        h12 = h - 12 if h > 12 else h
        return f"{part} {h12}시" + ("" if mi == 0 else " 반" if mi == 30 else f" {mi}분")

    def kan(self, k: str) -> str:
        r, f = self.rng, self.planter.fresh
        slots = {"sangja": lambda: grouped(f("sangja", 40, 900), ","), "won": lambda: self.won(f("won", 40, 160) * 1000),
                 "won2": lambda: self.won(f("won2", 60, 400) * 10_000), "pal": lambda: str(f("pal", 2, 40)), "myeong": lambda: str(f("myeong", 24, 61)),
                 "eok": lambda: self.manwon(f("eok", 30, 260) * 100), "dan": lambda: grouped(f("dan", 3, 30) * 50, ","),
                 "cheok": lambda: str(f("cheok", 3, 30)), "geon": lambda: str(f("geon", 12, 140)), "won3": lambda: self.won(f("won3", 30, 120) * 1000),
                 "do": lambda: str(f("do", 18, 46)),
                 "dt": lambda: self.nal(f("dt", 0, 110), r.random() < 0.7), "md": lambda: self.md(f("dt", 0, 110)),
                 "hm": lambda: self.sigan(f("h", 3, 21)), "yo": lambda: r.choice(_YOIL[:6]) + "요일"}
        return slots[k]()

    def md(self, n: int) -> str:
        d = date(2026, 12, 1) + timedelta(days=n)
        return f"{d.month}/{d.day}" + (f"({_YOIL[d.weekday()]})" if self.rng.random() < 0.4 else "")

    def gap(self, kind: str) -> str | None:
        r, f = self.rng, self.planter.fresh
        draws = {"gyejwa": lambda: f"{r.randrange(101, 113)}-{r.randrange(1000, 9999)}-{r.randrange(1000, 9999)}-{r.randrange(10, 99)}",
                 "wifi": lambda: f"jagalchi{r.randrange(1000, 9999)}" + r.choice(["!", "@", "#", ""]),
                 "tel": lambda: f"010-{r.randrange(2000, 9999)}-{r.randrange(1000, 9999)}", "door": lambda: f"{r.randrange(1000, 9999)}" + r.choice(["*", "#"]),
                 "song": lambda: f"{r.randrange(4000, 5999)}-{r.randrange(1000, 9999)}-{r.randrange(1000, 9999)}",
                 "link": lambda: f"https://drive.google.com/drive/folders/{code(r, 26)}",
                 "sijak": lambda: r.choice(["새벽 3시", "새벽 3시 반", "새벽 4시", "새벽 4시 반", "새벽 5시", "05:30", "04:40", "새벽 2시 반", "03:50"]),
                 "bakseu": lambda: self.won(f("bakseu", 12, 40) * 100), "bogwan": lambda: self.won(f("bogwan", 15, 60) * 10_000),
                 "jangso": lambda: r.choice(["수협 2층 회의실", "조합 사무실", "신동아시장 3층 식당", "남포동 다방", "공판장 휴게실", "영도 어촌계 회관"]),
                 "eoreum": lambda: self.won(f("eoreum", 30, 90) * 100),
                 "magam": lambda: r.choice(["오후 3시", "오후 4시 반", "17:30", "16:00", "오후 5시", "15:30", "오후 2시 반"])}
        return self.planter.apart(draws[kind]) if kind in draws else None

    # -- chatter ----------------------------------------------------------------------------

    def botong(self) -> str:
        r = self.rng
        t = r.choice(_BOTONG).format(j=r.choice(_IREUM), g=r.choice(_GAGE), f=r.choice(_SAENGSEON))
        if r.random() < 0.3:  # two things in one message
            t += r.choice([" ", " 그리고 ", "\n", " 아 그리고 ", ", "]) + r.choice(_BOTONG).format(j=r.choice(_IREUM), g=r.choice(_GAGE), f=r.choice(_SAENGSEON))
        if t[-1] in "?!~" or ord(t[-1]) >= 0x2190:  # a question, an exclamation or an emoji ends it
            return t
        if r.random() < 0.35:
            question = t.split()[0] in _MUNEUN or t.endswith(("나", "노", "요", "까"))
            return t + ("?" if question and r.random() < 0.7 else r.choice([".", "!", "~", " ㅋㅋ", " ㅎㅎ", " 🙏", "..", " ㅠ"]))
        return t

    def ginmal(self) -> str:
        r = self.rng
        j, k = r.sample(_IREUM, 2)
        return josa(r.choice(_GINMAL).format(j=j, k=k, g=r.choice(_GAGE), f=r.choice(_SAENGSEON)))

    def bisut(self) -> str:
        r = self.rng
        return josa(r.choice(_BISUT).format(j=r.choice(_IREUM), g=r.choice(_GAGE), f=r.choice(_SAENGSEON), w=self.won(r.randrange(20, 120) * 1000),
                                            t=self.sigan(r.randrange(3, 7)), d=self.nal(r.randrange(0, 110), True), n=r.randrange(2, 30)))

    def gyeongmae(self) -> str:
        """The morning's auction results, pasted as a table."""
        r = self.rng
        d = date(2026, 12, 1) + timedelta(days=r.randrange(0, 110))
        gyu = {"고등어": "10kg", "갈치": "5kg", "오징어": "8kg", "대게": "1kg", "아귀": "10kg", "삼치": "8kg", "전어": "3kg", "가자미": "5kg",
               "붕장어": "5kg", "문어": "1kg", "꽃게": "3kg", "방어": "마리"}
        rows = [f"{s:<5} {gyu[s]:>5} {r.randrange(3, 300):>5}  {grouped(r.randrange(8, 180) * 1000, ','):>9}" for s in r.sample(_SAENGSEON, r.randrange(3, 7))]
        return (f"[{d.month}/{d.day} 새벽 경매 결과]\n```\n품목   규격   수량   낙찰가(원)\n" + "\n".join(rows) + "\n```"
                + r.choice(["", "\n오늘 전체적으로 약세", "\n대게 강세 ㄷㄷ", "\n- 경매 기록"]))

    def siseh(self) -> str:
        """The 수협 price sheet, forwarded."""
        r = self.rng
        lines = [f"· {s} {self.won(r.randrange(15, 150) * 1000)}~{self.won(r.randrange(150, 260) * 1000)}" for s in r.sample(_SAENGSEON, r.randrange(3, 6))]
        return "[수협 위판 시세] " + r.choice(["전일 대비", "금일", "주간"]) + "\n" + "\n".join(lines)

    def jaego(self) -> str:
        r = self.rng
        return (f"냉동창고 재고 ({r.choice('ABCD')}동)\n" + "\n".join(f"{s} {r.randrange(1, 90)}상자" for s in r.sample(_SAENGSEON, r.randrange(3, 6)))
                + r.choice(["", "\n유통기한 임박한 거 먼저 빼세요", "\n오징어 빨리 처리해야 됨"]))

    def jumun(self) -> str:
        """The ice and crate orders gathered from the shops."""
        r = self.rng
        rows = [f"- {g} 얼음 {r.randrange(1, 15)}포대 / 박스 {r.randrange(1, 12) * 10}개" for g in r.sample(_GAGE, r.randrange(3, 7))]
        return "얼음·박스 주문 취합 (내일 아침 배달)\n" + "\n".join(rows) + r.choice(["", "\n추가 있으면 8시까지 말해주세요", "\n빠진 가게 있나요?"])

    def myeongse(self) -> str:
        """A delivery invoice (거래명세서)."""
        r = self.rng
        q, dan = r.randrange(1, 20), r.randrange(20, 140) * 1000
        return (f"거래명세서 No.{r.randrange(2026_0000, 2027_9999)}\n공급자: {r.choice(_GAGE)}\n공급받는자: {r.choice(_GAGE)} 귀하\n"
                f"품목: {r.choice(['냉동 ', '생물 ', ''])}{r.choice(_SAENGSEON)} {r.choice(['5kg', '10kg', '8kg'])} × {q}\n"
                f"단가: {grouped(dan, ',')}원\n합계: {grouped(q * dan, ',')}원 (VAT 포함)")

    def taekbae(self) -> str:
        r = self.rng
        return (f"[CJ대한통운] 고객님의 상품이 {r.choice(['배송완료', '배송출발', '집하'])}되었습니다.\n운송장번호: {r.randrange(10**11, 10**12)}\n"
                f"받는분: {r.choice('김이박최정강조윤장임')}*{r.choice('민서지현우하은도')}" + r.choice(["", "\n이거 누구 거예요?", "\n서울 간 거 도착했네"]))

    def gisang(self) -> str:
        r = self.rng
        if r.random() < 0.5:
            d = date(2026, 12, 1) + timedelta(days=r.randrange(0, 110))
            return (f"[기상특보] 남해동부 앞바다 풍랑주의보 발효 ({d.month}/{d.day} {r.randrange(0, 24):02d}:00)\n"
                    f"파고 {r.randrange(2, 4)}~{r.randrange(4, 6)}m, 풍속 {r.randrange(10, 15)}~{r.randrange(15, 22)}m/s\n조업 선박은 안전에 유의 바랍니다")
        sky = r.choice(["☀️ 맑음", "⛅ 구름많음", "🌧 비", "🌨 눈", "☁️ 흐림"])
        return (f"내일 부산 {sky} 최저 {r.randrange(-6, 5)}도 / 최고 {r.randrange(3, 13)}도\n바다 물결 {r.randrange(5, 20) / 10}~{r.randrange(20, 40) / 10}m"
                + r.choice(["", " 배 들어오겠네", " 바람 세다 ㄷㄷ", ""]))

    def chatter(self) -> Said:
        r = self.rng
        makers = [(lambda: (r.choice(_JJALBEUN), None)), (lambda: (self.botong(), None)), (lambda: (self.bisut(), None)), (lambda: (self.ginmal(), None)),
                  (lambda: (self.gyeongmae(), None)), (lambda: (self.siseh(), None)), (lambda: (self.jaego(), None)), (lambda: (self.jumun(), None)),
                  (lambda: (self.myeongse(), None)), (lambda: (self.taekbae(), None)), (lambda: (self.gisang(), None)),
                  (lambda: (ramble(r, _HALMAE, 6, " "), None)), (lambda: (letter(r, _JOHAPJANG, sep="\n"), None)), (lambda: (_DASI, None)),
                  (lambda: (r.choice(_MARKEUP).format(k=code(r, 11), n=r.randrange(10**6, 10**9)), None)),
                  (lambda: (f"{_ACHIM} {self.botong()}", None)), self.sajin, self.dongyeongsang, self.eumseong]
        weights = [20, 30, 3, 7, 2.4, 1.4, 1.4, 1.4, 1.2, 1.4, 1.6, 3.4, 2.4, 3, 3, 3, 6, 1.4, 7]
        return r.choices(makers, weights)[0]()

    def pyeonji(self, ext: str) -> str:
        r = self.rng
        d = date(2026, 12, 1) + timedelta(days=r.randrange(0, 110))
        return f"KakaoTalk_{d:%Y%m%d}_{r.randrange(30000, 235959):06d}{r.randrange(0, 999):03d}.{ext}"

    def sajin(self) -> Said:
        r = self.rng
        return (r.choice(["", "", "사진", "오늘 물건 👍", "대게 상태 보세요", "영수증", "창고 정리 완료", "이거 뭔 고기예요? ㅋㅋ"]),
                media("photo", self.pyeonji("jpg"), "image/jpeg", r.randrange(80_000, 3_200_000)))

    def dongyeongsang(self) -> Said:
        r = self.rng
        return r.choice(["경매 현장 ㅋㅋ", "냉동기 소리 이상함 들어보세요", ""]), media("video", self.pyeonji("mp4"), "video/mp4", r.randrange(1_000_000, 40_000_000))

    def eumseong(self) -> Said:
        r = self.rng
        if r.random() < 0.55:  # an emoticon
            return r.choice(["", "(이모티콘)", "(이모티콘)"]), media("sticker", f"emoticon_{r.randrange(10**5, 10**7)}.webp", "image/webp", r.randrange(6_000, 80_000))
        return r.choice(["", "", "운전 중이라 음성으로", "음성메시지"]), media("voice", f"voice_{r.randrange(10**9, 10**10)}.m4a", "audio/mp4", r.randrange(4_000, 450_000))

    def wrap(self, text: str) -> str:
        r = self.rng
        return r.choice([f"{_ACHIM} {text}", f"{text}\n\n{_DASI}", f"{ramble(r, _HALMAE, 4, ' ')} 그라고 {text}",
                         f"오늘 임원회의 메모\n1. {text}\n2. {self.botong()}", f"{text} 🐟", f"{self.gisang()}\n\n그리고 {text}",
                         f"{text}\n- 총무", f"{text} 참고하세요 🙏"])


def generate(seed: int, chats: int, messages: int, ids: Ids | None = None, fact_share: float = 0.042) -> list[Chat]:
    return family_chats(NAME, seed, chats, ids, lambda rng, chat_id: _chat(rng, chat_id, messages, fact_share))


def _chat(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    e = _Eojang(rng)
    people = [str(rng.randrange(10**9, 10**10)) for _ in range(rng.randrange(10, 22))]  # KakaoTalk user ids

    # Busy from the boats before dawn to the last parcels in the afternoon; quiet evenings and Sundays.
    def gap() -> int:
        return rng.randrange(15, 1400) if rng.random() > 0.1 else rng.randrange(8 * 3600, 30 * 3600)

    voice = Voice(e.plant, e.chatter, e.wrap, 0.25, lambda: rng.choice(_BOT), 0.035, gap, (4, 36))
    return assemble(rng, chat_id, n, fact_share, NAME, people, voice)
