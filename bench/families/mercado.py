"""The mercado family: the WhatsApp group of the potato, maize and chuño sellers' section of the vendors' association of the San Pedro market, Cusco, Peru, in Spanish and Southern Quechua (Cusco) mixed.

Written after batch 17, by a writer who read no summarizer and only the kasuwa and cycle families'
structure, and run on no version of the summarizer when it was committed: a held-out family. The
section (sección de papas, maíz y chuño) of the Asociación de Comerciantes del Mercado San Pedro has
one WhatsApp group for its stall holders (the caseras and a few taytas), their grown children who
help at the stalls, the section's president, Sra. Gregoria Ccallo Quispe, and its secretary. They
write Andean Spanish ("mamita", "ya pues", "nomás", "ahoritita", "papita", "sacos de chuñito") with
Cusco Quechua in between: greetings ("Allillanchu", "Allinllachu mamakuna", "Imaynallam
kachkankichis"), thanks ("Sulpayki", "Yusulpayki", "Añaychayki"), goodbyes ("Tupananchiskama",
"Paqarinkama"), exclamations ("achachaw", "alalaw") and whole sentences ("kunan p'unchay mana pipas
rantinchu"). The president posts formal notices in capitals that open with "COMUNICADO DE LA
PRESIDENCIA" and are signed with her name and title; the secretary posts the same reminder about the
December fee and the sacks left in the passage again and again; an old casera writes very long
messages without punctuation about selling here since 1984, the 1986 earthquake, the donkeys from
Chinchero and today's youngsters; the children write short lower-case messages ("mamá ya llegó el
camión", "ya abrí el puesto"). Punctuation comes and goes, accents are often dropped ("reunion",
"dia", "sabado"). Pasted into the chat: the day's price list from Vinocanchón (papa huayro, peruanita,
amarilla, chuño negro, moraya, maíz gigante, mote, oca, olluco, habas), Yape and Plin receipts, a
BCP transfer receipt, the loading list of the week's truck, a SENAMHI frost warning; links to
Facebook, YouTube, TikTok, Google Maps, wa.me and the Municipalidad del Cusco; photos, videos, voice
notes (many), stickers and documents (the minutes in PDF, the register in XLSX). Money is "S/ 45",
"S/45", "S/ 45.50", "S/. 45", "45 soles", "cuarenta y cinco soles" and "12 mil soles"; dates "14 de
diciembre", "14/12", "14/12/2026", "sábado 14", "el sábado 14 de diciembre"; times "a las 6 de la
mañana", "a las 6 y media de la tarde", "6am", "6:30 pm" and "18:30".
Its facts are said the section's way ("ACUERDO DE ASAMBLEA: el reparto de los puestos nuevos del
pasadizo — por sorteo delante de todos.", "Rosa Quispe Huamán asume la tesorería de la asociación desde
hoy, las cuotas se le entregan directamente", "¿Quién puede pintar la numeración de los puestos?
Avisen pues mamitas 🙏").
"""

from __future__ import annotations

import random
from datetime import date, timedelta
from typing import Any

from .common import Chat, Ids, Planted, Planter, Said, Voice, Wording, assemble, code, family_chats, grouped, letter, media, ramble, tidied

NAME = "mercado"
LANGUAGE = "qu"
# Messages per chat by default: about 18,000 to 30,000 characters of history and about 20 facts.
MESSAGES = 300

_MES = {12: "diciembre", 1: "enero", 2: "febrero", 3: "marzo", 4: "abril"}
_MES_CORTO = {12: "dic", 1: "ene", 2: "feb", 3: "mar", 4: "abr"}
_DIA = ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"]  # as date.weekday() counts
# Spanish numerals for money said in words ("cuarenta y cinco soles").
_UNI = ["", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez", "once", "doce", "trece", "catorce", "quince",
        "dieciséis", "diecisiete", "dieciocho", "diecinueve", "veinte", "veintiuno", "veintidós", "veintitrés", "veinticuatro", "veinticinco",
        "veintiséis", "veintisiete", "veintiocho", "veintinueve"]
_DEC = {3: "treinta", 4: "cuarenta", 5: "cincuenta", 6: "sesenta", 7: "setenta", 8: "ochenta", 9: "noventa"}
_CIEN = {1: "ciento", 2: "doscientos", 3: "trescientos", 4: "cuatrocientos", 5: "quinientos", 6: "seiscientos", 7: "setecientos", 8: "ochocientos",
         9: "novecientos"}
# Caseras, children and places as the chatter names them (never a fact's person).
_NOMBRES = ["doña Eulogia", "mamá Hilaria", "Richard", "la Nayeli", "don Severo", "mamita Justina", "el Brayan", "comadre Lucha", "tío Feliciano",
            "la Yeny", "señora Cirila", "don Abrahán", "la Flor", "compadre Mauro", "mamá Tomasa", "el Kevin"]
_LUGARES = ["en la puerta de Santa Clara", "al fondo por los chuños", "por la fila de las habas", "en la entrada de Túpac Amaru", "cerca de los jugos",
            "en el almacén", "por los baños", "al lado de las flores", "en la esquina de los quesos", "por la puerta de Cascaparo",
            "en el pasillo de las ocas", "afuera donde los taxis"]

_SECCION = Wording(
    topics=[("el horario de descarga de los camiones", ["de 4 a 6 de la mañana nomás", "solo por la puerta de Cascaparo, a cualquier hora",
                                                         "antes de que abra el mercado, nada de descargar con clientes"]),
            ("el uniforme de la sección", ["mandil azul con gorro blanco", "chaleco verde con el logo de la asociación", "mandil a cuadros como siempre"]),
            ("la atención el primero de enero", ["cerramos todo el día", "abrimos medio día nomás", "atendemos normal como cualquier día"]),
            ("la empresa que va a fumigar", ["Sanidad Andina SAC", "la misma de la Municipalidad", "Fumigaciones Qosqo EIRL"]),
            ("el cobro en los puestos", ["Yape y Plin aparte del efectivo", "efectivo nomás, nada de aplicativos", "POS de la Caja Cusco para todos"]),
            ("la plata de las multas por inasistencia", ["va para el techo", "va para la fiesta de la Virgen de Belén", "se devuelve en víveres a fin de año"]),
            ("las bolsas plásticas", ["ya no se regalan, se cobran diez céntimos", "solo bolsa de tela o costal", "seguimos como antes"]),
            ("el reparto de los puestos nuevos del pasadizo", ["por sorteo delante de todos", "por antigüedad en el padrón",
                                                               "primero los que están al día en sus cuotas"]),
            ("la participación en la feria de Huancaro", ["vamos con stand propio", "este año no participamos", "vamos juntos con la sección de quesos"]),
            ("el guardián de noche", ["contratamos al señor que cuida la sección de carnes", "cada socio hace turno una noche", "se pone reja y candado nomás"]),
            ("el arreglo del techo de calamina", ["se cambia todo en enero", "se parcha nomás las goteras", "esperamos el presupuesto de la Municipalidad"])],
    decided=["ACUERDO DE ASAMBLEA: {s} — {c}.", "Ya se votó en la asamblea mamitas, {s}: {c}. Ya no hay vuelta que darle",
             "{S}: {c}. Así quedó acordado por mayoría 👍", "ya pues se decidió nomás, {s} {c}", "Por unanimidad: {s}, {c}. Sulpayki a todos los que vinieron",
             "La directiva aprobó: {s} → {c}", "Huñunakuypi rimanakurqanchis: {s}, {c}. Así quedamos", "acordado el domingo, conste en acta: {s} — {c}"],
    numbers=[("El derecho de puesto mensual está en {soles}", ("derecho de puesto mensual", "{soles}")),
             ("En la caja de la asociación hay {caja} a la fecha", ("En la caja de la asociación", "{caja}")),
             ("Somos {socios} socios empadronados en la sección", ("socios empadronados", "{socios} socios")),
             ("Llegaron {sacos} sacos de chuño de Espinar para repartir", ("chuño de Espinar", "{sacos} sacos")),
             ("La deuda acumulada de los morosos ya suma {deuda}", ("deuda acumulada de los morosos", "{deuda}")),
             ("La arroba de papa huayro en Vinocanchón amaneció a {arroba}", ("papa huayro en Vinocanchón", "{arroba}")),
             ("Para la chocolatada de los wawas se juntó {choco}", ("chocolatada de los wawas", "{choco}")),
             ("El recibo de luz de toda la sección vino por {luz}", ("recibo de luz de toda la sección", "{luz}")),
             ("Asistencia a la última asamblea: {asis} socios", ("Asistencia a la última asamblea", "{asis} socios")),
             ("Quedan {vac} puestos vacíos en el pasadizo de atrás", ("puestos vacíos en el pasadizo", "{vac}")),
             ("La multa por no venir a la faena es de {faena}", ("multa por no venir a la faena", "{faena}")),
             ("El kilo de maíz de Urubamba ya subió a {maiz}", ("maíz de Urubamba", "{maiz}")),
             ("Los que pagan el año adelantado tienen {pct}% de descuento", ("pagan el año adelantado", "{pct}%"))],
    dates=[("Fumigación general de la sección: {dt}, {tm}", ("Fumigación general de la sección", "{dt}")),
           ("La asamblea extraordinaria es el {dt} en el local de la asociación", ("asamblea extraordinaria", "{dt}")),
           ("Los de Defensa Civil vienen a inspeccionar {dy} {tm}, tengan sus extintores", ("Defensa Civil vienen a inspeccionar", "{tm}")),
           ("Último día para pagar el padrón municipal: {nd}", ("pagar el padrón municipal", "{nd}")),
           ("El camión a Quillabamba sale {dy} {tm}, traigan su carga temprano", ("camión a Quillabamba sale", "{tm}")),
           ("Misa por el aniversario de la asociación: {dt}, en la iglesia de San Pedro", ("aniversario de la asociación", "{dt}")),
           ("La capacitación de manipulación de alimentos es el {dt}, {tm}", ("manipulación de alimentos", "{dt}")),
           ("Limpieza de canaletas con todos los socios: {dy} {tm}", ("Limpieza de canaletas", "{tm}")),
           ("Entrega de carnés nuevos desde el {nd}", ("Entrega de carnés nuevos", "{nd}")),
           ("Yunza de carnavales de la sección: {dt}, ya estamos buscando el árbol", ("Yunza de carnavales", "{dt}")),
           ("Corte de agua en todo el mercado por SEDACUSCO: {dy} {tm}", ("Corte de agua en todo el mercado", "{tm}"))],
    people=["Rosa Quispe Huamán", "Juana Mamani Ccori", "Teodoro Huillca Condori", "Hilda Ccahuana Apaza", "Marcelino Choque Puma",
            "Agripina Yupanqui Sallo", "Eusebio Cusi Layme", "Felícitas Chambi Ttito", "Nicasio Auccapuma Roque", "Dionisia Huarancca Quispe",
            "Valentín Ccoa Mendoza", "Yolanda Sutta Huamán", "Prudencio Ayma Condo", "Saturnina Huallpa Inca"],
    roles=[("{p} asume la tesorería de la asociación desde hoy, las cuotas se le entregan directamente", "asume la tesorería"),
           ("Las lonas para la feria las trae {p}, ya se comprometió", "lonas para la feria"),
           ("Nuestro delegado ante la Subgerencia de Mercados ahora es {p}", "delegado ante la Subgerencia"),
           ("La calibración de las balanzas queda a cargo de {p}", "calibración de las balanzas"),
           ("{p} guarda la llave del almacén de la sección desde esta semana", "llave del almacén"),
           ("Secretaría de actas: {p}. Las actas las firma y las guarda", "Secretaría de actas"),
           ("Nuestro contacto con los productores de Chinchero es {p}, llámenle directo", "productores de Chinchero"),
           ("El comité de la fiesta de la Virgen de Belén lo preside {p}", "comité de la fiesta"),
           ("Fiscal de la asociación: {p}, así lo eligió la asamblea", "Fiscal de la asociación"),
           ("Kunanmanta {p} cobrará la cuota de vigilancia puesto por puesto", "cuota de vigilancia"),
           ("El transportista de confianza para mandar papa a Lima es {p}", "mandar papa a Lima"),
           ("{p} maneja el Yape de la sección, a su número nomás manden", "Yape de la sección")],
    tasks=["llevar la lista de socios a la Subgerencia", "arreglar el fluorescente del pasillo de los chuños", "recoger los recibos de la fumigación pasada",
           "pintar la numeración de los puestos", "averiguar cuánto cobra el gasfitero por el desagüe", "hacer el oficio a la Municipalidad por el techo",
           "sacar copia del acta de noviembre", "comprar el botiquín para la sección", "avisar a las caseras de la fila del fondo",
           "cotizar mandiles con logo en Tres Cruces de Oro", "hablar con el serenazgo por los ambulantes de la puerta",
           "subir la foto del padrón al Facebook de la asociación", "conseguir un toldo prestado para la yunza"],
    asked=["¿Quién puede {a}? Avisen pues mamitas 🙏", "nadie todavía para {a}, alguien que se anime?", "Hermanos falta alguien que quiera {a} antes del sábado",
           "pitaq yanapanqa? hay que {a} nomás", "La presidenta pregunta quién va a {a}, hasta ahora nadie", "Se necesita un voluntario para {a}, se le da su pasaje",
           "sigue pendiente {a}, quién se ofrece pues"],
    edits=[("Cuenta de la asociación en Caja Cusco: {x}", "Cuenta de la asociación en Caja Cusco: {y} — me equivoqué en un número, corrijan por favor",
            "Cuenta de la asociación en Caja Cusco", "acct"),
           ("Número de cuenta BCP para depositar la cuota: {x}", "Número de cuenta BCP para depositar la cuota: {y} (el anterior estaba mal)",
            "cuenta BCP para depositar la cuota", "bcp"),
           ("Celular del señor que fumiga: {x}", "Celular del señor que fumiga: {y}, el otro ya no contesta", "señor que fumiga", "tel"),
           ("Yape de la directiva para las cuotas: {x}", "Yape de la directiva para las cuotas: {y} ese es el correcto mamitas", "Yape de la directiva", "tel"),
           ("Link del formulario para el empadronamiento: {x}", "Link del formulario para el empadronamiento: {y} (el primero no abría)",
            "formulario para el empadronamiento", "link"),
           ("Placa del camión de Anta: {x}", "Placa del camión de Anta: {y}, perdón lo escribí mal", "Placa del camión de Anta", "placa"),
           ("Expediente de la asociación en la Municipalidad: {x}", "Expediente de la asociación en la Municipalidad: {y}, ese es el bueno",
            "Expediente de la asociación", "exp"),
           ("Las mesas plegables se guardan en el {x}", "Las mesas plegables se guardan en el {y}, no en el que dije", "mesas plegables", "stall")],
    changes=[("La reunión de directiva será {x}", ["Cambio: la reunión de directiva pasa a {y}", "Ya no, la reunión de directiva será {y}, avisen a los demás"],
              "reunión de directiva", "meet"),
             ("Cuota extraordinaria para el techo: {x} por puesto", ["Rectifico: la cuota extraordinaria para el techo queda en {y} por puesto",
                                                                    "Se recalculó, cuota extraordinaria para el techo: {y}"],
              "cuota extraordinaria para el techo", "cuota"),
             ("Hora de apertura del mercado en diciembre: {x}", ["Desde el lunes la hora de apertura del mercado en diciembre es {y}",
                                                                 "La presidenta dice que la hora de apertura del mercado en diciembre es {y}, no como se dijo"],
              "apertura del mercado en diciembre", "open"),
             ("Flete por saco de Paucartambo a Cusco: {x}", ["El chofer dice que el flete por saco de Paucartambo ya es {y}",
                                                            "Ojo: flete por saco de Paucartambo a Cusco ahora {y}"],
              "flete por saco de Paucartambo", "flete"),
             ("El almuerzo de fin de año será en {x}", ["Ya no, el almuerzo de fin de año será en {y}", "Cambio de local: el almuerzo de fin de año va en {y}"],
              "almuerzo de fin de año", "place"),
             ("Multa por dejar basura en el pasadizo: {x}", ["Se subió la multa por dejar basura en el pasadizo a {y}",
                                                            "La directiva fijó la multa por dejar basura en el pasadizo en {y}"],
              "multa por dejar basura", "fine"),
             ("Visita del alcalde a la sección: {x}", ["Se postergó la visita del alcalde a la sección para {y}",
                                                      "Nuevo aviso: la visita del alcalde a la sección es {y}"],
              "visita del alcalde", "visit"),
             ("Pago a los cargadores por saco: {x}", ["Los cargadores pidieron aumento, el pago a los cargadores por saco queda en {y}",
                                                     "Corrijo: pago a los cargadores por saco {y}"],
              "pago a los cargadores por saco", "carga")])

# The chatter.
_CORTO = ["ya", "ya pues", "ya mamita", "ya mamay", "ok", "okey", "oki", "Sulpayki", "sulpayki mamay", "Yusulpayki", "Añaychayki", "añay", "Ari",
          "ari mamá", "manam", "👍", "🙏", "🙏🙏", "😂😂", "😂", "Allillanchu", "Allinllachu", "imaynalla", "Imaynallam kachkankichis",
          "allinmi", "Buenos días socios", "buenos dias", "buenas tardes mamitas", "buenas noches", "Tupananchiskama", "Paqarinkama", "gracias",
          "gracias mamita", "Dios le pague", "Diosllawan", "Amén", "así es", "cierto", "claro", "clarito", "ya está", "listo", "ya voy", "voy nomás",
          "ahorita", "ahoritita voy", "achachaw", "alalaw qué frío", "ayayay", "de acuerdo", "conforme", "👌", "🙌", "😅", "🥔🥔", "🌽", "jajaja",
          "jaja", "jjjj", "sí", "si", "no", "no hay", "mañana", "haku", "hakuchis", "yaaa", "ok señora presidenta", "Recibido", "visto", "con fe",
          "Kusa", "kusa kusa", "sumaq", "ama llakikuychu", "felicidades 🎉", "que se mejore", "Dios la bendiga", "qué pena", "pucha", "ay no",
          "en camino", "llegando", "estoy en el puesto", "ya cerré", "ya pagué", "yapeé", "le yapeo ahorita", "no me llega", "ya llegó", "🤣", "💪",
          "❤️", "🌧️", "❄️", "papay", "mamaaa", "ya ya", "ahí voy", "espérenme", "bendiciones"]
_MEDIO = ["{n} su hijito está preguntando por usted en la puerta", "hoy poco movimiento, ni los turistas compran",
          "alguien tiene sencillo de cien? un casero quiere pagar con billete grande", "{w} hay un charco enorme, cuidado con los sacos",
          "ya llegó el camión con la papa, a descargar rapidito", "mamitas no dejen sus balanzas afuera, ayer se perdió una",
          "{n} ya llegó tu pedido de moraya", "la peruanita está escaseando, dicen que la helada malogró las chacras",
          "qué frío hace hoy, alalaw, abríguense", "{n} mañana vas a venir? te guardo tu sitio", "los turistas solo toman foto y no compran nada jaja",
          "se fue la luz en toda la sección", "{w} otra vez los ambulantes, nadie dice nada", "alguien que me preste su carretilla un ratito",
          "con esta lluvia no viene nadie", "{n} tu puesto está abierto y no hay nadie", "kunan p'unchay mana pipas rantinchu",
          "el chuño de este año está bien negrito, bonito", "el Yape no me está entrando, se cayó el sistema?", "{n} te devuelvo tus costales mañana sin falta",
          "mi nieto está enfermito hoy no abro, disculpen", "ya subió otra vez el pasaje a Urubamba", "imaynallam mamitas, ya abrieron?",
          "la oca está dulcecita esta semana, aprovechen", "{w} alguien dejó una bolsa con plata, vengan a reclamar", "Para chayamuchkan, tapen sus papitas",
          "chiri kachkan, pónganse su chompa", "{n} cuánto está tu mote hoy", "quién tiene papa amarilla? una señora del hotel está buscando",
          "{w} se rompió la tubería, está saliendo agua", "mi hija se va a Lima a estudiar, ayayay", "el olluco ya no sale, nadie quiere",
          "{n} dice tu esposo que lo llames", "hoy vino harta gente de Abancay a comprar", "cuándo es la próxima asamblea? no me acuerdo",
          "{n} gracias por el caldito 😋", "ya no hay habas verdes en ningún lado", "los del restaurante siempre regatean pues",
          "ama qunqankichischu pagar su cuota", "{w} está oliendo feo, que limpien", "qué hora abren mañana? tengo que ir al médico temprano",
          "Taytacha Temblores nos cuide", "dónde venden costales baratos?", "{n} su celular está apagado, la están buscando",
          "llegó mi carga de Chinchero pero mojada 😭", "hoy día ventas regular nomás", "ya empezaron las heladas en las alturas",
          "alguien sabe si la SUNAT está viniendo? dicen que andan pidiendo boletas", "{n} te guardé tu maíz gigante, ven a recoger",
          "los de Wanchaq venden más barato, por eso no vienen", "mañana llueve dicen, no traigan mucho"]
_PREGUNTAS = {"quién", "quien", "cuándo", "cuando", "dónde", "donde", "cuánto", "cuanto", "qué", "que", "alguien", "hay", "pitaq", "maypi", "hayk'a"}
_HIJOS = ["mamá ya llegó el camión", "ya abrí el puesto", "ma ya cerré", "mamá dónde dejaste la balanza", "ya vendí los 3 sacos", "ma ya pagué la luz",
          "mamá un señor te está buscando", "ya llevé la carga a la terminal", "no hay sencillo ma", "mamá el casero del hotel dice que mañana paga",
          "ya estoy en el puesto", "ma te mando audio", "la tía Hilaria dice que vayas", "ma cuánto le cobro la arroba", "ya yapearon ma",
          "mamá se acabó la bolsa", "ya voy ma estoy en el combi"]
_ABUELA = ["buenas tardes mamitas y taytas", "yo vendo aquí desde el año 1984 cuando el mercado todavía era otra cosa",
           "en ese tiempo la arroba de papa costaba centavitos nomás", "mi mamá también vendía chuño en este mismo puesto que Dios la tenga en su gloria",
           "traíamos la carga en burro desde Chinchero imagínense", "el terremoto de 1986 nos hizo mucho daño casi se cae todo",
           "ahora los jóvenes solo quieren celular y no saben ni escoger la papa", "la huayro de antes era harinosita no como ahora que es pura agua",
           "la Municipalidad siempre promete y nunca cumple ya me he cansado de escuchar", "hay que pagar la cuota puntual hijitos no esperen que les estén rogando",
           "yo ya estoy vieja pero sigo viniendo a las 4 de la mañana", "mis hijos me dicen mamá descansa pero qué voy a hacer en la casa sola",
           "antes nos ayudábamos más entre caseras ahora cada uno por su lado", "que la Virgen de Belén nos proteja Diosllawan",
           "y no se olviden de rezar por los que ya se fueron"]
_PRESIDENTA = ["COMUNICADO DE LA PRESIDENCIA\nASOCIACIÓN DE COMERCIANTES DEL MERCADO SAN PEDRO — SECCIÓN PAPAS, MAÍZ Y CHUÑO",
               "SE COMUNICA A TODOS LOS SOCIOS QUE ESTÁ PROHIBIDO OCUPAR LOS PASILLOS CON SACOS Y COSTALES.",
               "LOS SOCIOS QUE NO ESTÉN AL DÍA EN SUS CUOTAS NO PODRÁN PARTICIPAR EN EL SORTEO NAVIDEÑO.",
               "SE RECUERDA EL USO OBLIGATORIO DE MANDIL Y GORRO DURANTE LA ATENCIÓN AL PÚBLICO.",
               "SE SOLICITA MANTENER LIMPIO EL ESPACIO ALREDEDOR DE CADA PUESTO Y NO ARROJAR CÁSCARAS AL SUELO.",
               "NO NOS RESPONSABILIZAMOS POR MERCADERÍA DEJADA FUERA DE LOS PUESTOS DURANTE LA NOCHE.",
               "TODO RECLAMO SE PRESENTA POR ESCRITO EN LA OFICINA DE LA ASOCIACIÓN.",
               "SE PIDE RESPETO A LOS INSPECTORES MUNICIPALES; CUALQUIER PROBLEMA SE CONVERSA CON LA PRESIDENCIA.",
               "AGRADECEMOS SU COMPRENSIÓN Y PUNTUALIDAD.",
               "ATENTAMENTE,\nSra. Gregoria Ccallo Quispe\nPRESIDENTA DE LA SECCIÓN"]
_RECORDATORIO = ("📢 RECORDATORIO: Socios, la cuota ordinaria de diciembre (S/ 20) se paga hasta el 31/12 en la oficina. "
                 "No dejen sacos ni costales en los pasillos y apaguen sus focos antes de irse. El que no paga no entra al sorteo. — Secretaría")
_SALUDO = "Allillanchu mamakuna, taytakuna 🌄 buenos días a todos"
_REFRANES = ["Hoy por ti, mañana por mí.", "El que madruga, Dios le ayuda.", "Poco a poco se llega lejos.", "Ama suwa, ama llulla, ama qhella.",
             "Más vale pájaro en mano que cien volando.", "Casera que no regatea no es casera 😂"]
_LINKS = ["https://www.facebook.com/share/p/{k}/ miren esto mamitas", "https://youtu.be/{k} el video de la yunza del año pasado 😂",
          "https://youtu.be/{k} huayno para empezar el día 🎶", "https://vm.tiktok.com/{k}/ jajaja", "https://maps.app.goo.gl/{k} ahí es el local",
          "https://www.cusco.gob.pe/noticias/{k} comunicado de la Municipalidad", "https://wa.me/51{t} el número del señor de las calaminas",
          "https://www.facebook.com/groups/{k} grupo de productores de papa nativa", "https://www.senamhi.gob.pe/ pronóstico de heladas"]
_BOT = ["Anotado ✍️", "Tomé nota.", "No puedo escuchar audios, escríbanlo por favor 🙏", "¡Entendido!", "Les recordaré cuando se acerque la fecha."]

# On the phone the accents are often left out ("reunion", "sabado"), the ñ stays.
_SIN_TILDES = str.maketrans({"á": "a", "é": "e", "í": "i", "ó": "o", "ú": "u", "Á": "A", "É": "E", "Í": "I", "Ó": "O", "Ú": "U"})


def _celular(text: str) -> str:
    return text.translate(_SIN_TILDES)


class _Mercado:
    """One chat's draws and the section's ways of talking."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.seccion = Planter(rng, _SECCION, self.slot, self.value)

    def plant(self, kind: str) -> Planted:
        """A fact as the planter words it, typed without accents a third of the time (its probe
        and stale strings the same way, so they still match)."""
        p = self.seccion(kind)
        if p is None or self.rng.random() >= 0.33:
            return p
        text, probe, newer = p
        return (_celular(text), tuple(_celular(x) for x in probe),
                (_celular(newer[0]), tuple(_celular(x) for x in newer[1])) if newer else None)

    # -- formats ----------------------------------------------------------------------------

    @staticmethod
    def palabras(n: int) -> str:
        """1 to 999 in Spanish words, before "soles": "cuarenta y cinco", "ciento veintiún"."""
        h, rest = divmod(n, 100)
        parts = []
        if h:
            parts.append("cien" if h == 1 and rest == 0 else _CIEN[h])
        if rest:
            if rest < 30:
                parts.append(_UNI[rest])
            else:
                t, u = divmod(rest, 10)
                parts.append(_DEC[t] + (f" y {_UNI[u]}" if u else ""))
        words = " ".join(parts)
        if words.endswith("veintiuno"):
            return words[:-4] + "ún"
        return words[:-1] if words.endswith("uno") else words

    def soles(self, cents: int) -> str:
        """An amount: "S/ 45", "S/45", "S/ 45.00", "S/. 45", "45 soles", "cuarenta y cinco soles",
        "S/ 12,500", "12 mil soles", "S/ 6.50"."""
        n, c = divmod(cents, 100)
        if c:
            ways = [f"S/ {n}.{c:02d}", f"S/{n}.{c:02d}", f"{n}.{c:02d} soles", f"S/. {n}.{c:02d}"]
        elif n < 1000:
            ways = [f"S/ {n}", f"S/ {n}", f"S/{n}", f"S/ {n}.00", f"S/. {n}", f"{n} soles", f"{self.palabras(n)} soles", f"{self.palabras(n)} soles"]
        else:
            g = grouped(n, ",")
            ways = [f"S/ {g}", f"S/{g}", f"S/ {g}.00", f"{g} soles"] + ([f"{n // 1000} mil soles"] * 2 if n % 1000 == 0 else [])
        return self.rng.choice(ways)

    def dia(self, n: int) -> date:
        return date(2026, 12, 1) + timedelta(days=n)

    def dt(self, n: int) -> str:
        """A date for "on": "14 de diciembre", "14/12", "14/12/2026", "sábado 14", "el sábado 14 de diciembre"."""
        d = self.dia(n)
        dia, mes = _DIA[d.weekday()], _MES[d.month]
        return self.rng.choice([f"{d.day} de {mes}", f"{d.day} de {mes}", f"{d.day}/{d.month}", f"{d.day}/{d.month}/{d.year}", f"{dia} {d.day}",
                                f"{dia} {d.day} de {mes}", f"{dia} {d.day}/{d.month}", f"{d.day}-{_MES_CORTO[d.month]}"])

    def nd(self, n: int) -> str:
        """A date alone: "14 de diciembre", "14/12/2026", "14-12-2026", "14 de diciembre del 2026"."""
        d = self.dia(n)
        return self.rng.choice([f"{d.day} de {_MES[d.month]}", f"{d.day}/{d.month}/{d.year}", f"{d.day:02d}-{d.month:02d}-{d.year}",
                                f"{d.day} de {_MES[d.month]} del {d.year}"])

    def hora(self, h: int, mi: int | None = None) -> str:
        """A time: "a las 6 de la mañana", "a las 6 y media de la tarde", "6am", "6:30 pm", "18:30"."""
        r = self.rng
        mi = r.choice([0, 0, 0, 30]) if mi is None else mi
        h12 = (h - 1) % 12 + 1
        part = "de la mañana" if h < 12 else "del mediodía" if h == 12 else "de la tarde" if h < 19 else "de la noche"
        media_ = " y media" if mi == 30 else ""
        las = "a la" if h12 == 1 else "a las"
        suf = "am" if h < 12 else "pm"
        ways = [f"{las} {h12}{media_} {part}", f"{las} {h12}{media_} {part}", f"{h:02d}:{mi:02d}", f"{h}:{mi:02d}",
                f"{h12}{suf}" if mi == 0 else f"{h12}:{mi:02d}{suf}", f"{h12}:{mi:02d} {suf}"]
        return r.choice(ways)

    # -- the facts' values ------------------------------------------------------------------

    def slot(self, k: str) -> str:
        r, f = self.rng, self.seccion.fresh
        slots = {"soles": lambda: self.soles(f("puesto", 6, 30) * 500), "caja": lambda: self.soles(f("caja", 20, 400) * 5_000),
                 "socios": lambda: str(f("socios", 40, 220)), "sacos": lambda: str(f("sacos", 20, 300)),
                 "deuda": lambda: self.soles(f("deuda", 15, 300) * 10_000), "arroba": lambda: self.soles(f("arroba", 30, 90) * 50),
                 "choco": lambda: self.soles(f("choco", 20, 160) * 1_000), "luz": lambda: self.soles(f("luz", 15_000, 90_000) // 10 * 10),
                 "asis": lambda: str(f("asis", 25, 200)), "vac": lambda: str(f("vac", 2, 30)), "faena": lambda: self.soles(f("faena", 2, 12) * 500),
                 "maiz": lambda: self.soles(f("maiz", 8, 30) * 50), "pct": lambda: str(f("pct", 5, 25)),
                 "dt": lambda: self.dt(f("d", 0, 115)), "nd": lambda: self.nd(f("d", 0, 115)), "tm": lambda: self.hora(f("h", 5, 20)),
                 "dy": lambda: r.choice(["mañana", "pasado mañana", "el sábado", "el lunes", "este jueves", "el martes que viene", "el miércoles",
                                         "el domingo"])}
        return slots[k]()

    def value(self, kind: str) -> str | None:
        r, f = self.rng, self.seccion.fresh

        def tel() -> str:
            n, a, b = r.choice(["984", "974", "940", "951", "973", "982", "992", "958", "921", "966"]), r.randrange(100, 1000), r.randrange(100, 1000)
            return r.choice([f"{n} {a} {b}", f"{n}{a}{b}", f"+51 {n} {a} {b}", f"{n}-{a}-{b}"])

        def meet() -> str:
            i = f("meet", 0, 50)
            return f"el {_DIA[i // 10]} {self.hora(16 + i % 10 // 2, 30 * (i % 2))}"

        def open_() -> str:
            h, mi = divmod(f("open", 8, 17) * 30, 60)
            return self.hora(h, mi)

        letters = "ABCDFGHKMPTVWXZ"
        draws = {"acct": lambda: f"10{r.randrange(5, 9)}-{r.randrange(100, 1000)}-{r.randrange(10**6, 10**7)}",
                 "bcp": lambda: f"285-{r.randrange(10**7, 10**8)}-0-{r.randrange(10, 100)}", "tel": tel,
                 "link": lambda: r.choice([f"https://forms.gle/{code(r, 10)}", f"https://bit.ly/{code(r, 7)}"]),
                 "placa": lambda: f"{r.choice(letters)}{r.randrange(1, 10)}{r.choice(letters)}-{r.randrange(100, 1000)}",
                 "exp": lambda: f"Exp. N° {r.randrange(1000, 100000):05d}-2026-MPC", "stall": lambda: f"puesto {r.choice('ABCDEFGH')}-{r.randrange(10, 140)}",
                 "meet": meet, "cuota": lambda: self.soles(f("cuota", 3, 40) * 500), "open": open_,
                 "flete": lambda: self.soles(f("flete", 4, 20) * 50),
                 "place": lambda: r.choice(["la quinta Eulalia", "el local comunal de San Jerónimo", "la picantería La Chomba", "el campo ferial de Huancaro",
                                            "la casa de la presidenta en Santiago", "el salón parroquial de San Pedro", "la quinta Zárate",
                                            "el restaurante campestre de Saylla"]),
                 "fine": lambda: self.soles(f("fine", 2, 20) * 500),
                 "visit": lambda: f"{self.dt(f('d', 0, 115))} {self.hora(f('h', 5, 20))}", "carga": lambda: self.soles(f("carga", 2, 12) * 50)}
        return self.seccion.apart(draws[kind]) if kind in draws else None

    # -- chatter ----------------------------------------------------------------------------

    def medio(self) -> str:
        r = self.rng
        said = r.choice(_MEDIO).format(n=r.choice(_NOMBRES), w=r.choice(_LUGARES))
        if r.random() < 0.18:  # two things in one breath
            said += r.choice([" ", ", ", " y ", ". ", " ya pues "]) + r.choice(_MEDIO).format(n=r.choice(_NOMBRES), w=r.choice(_LUGARES))
        if r.random() < 0.45:
            said = _celular(said)
        return tidied(r, said, 0.35, _PREGUNTAS, [".", "!", " 🙏", "!!", " 😂", "...", "", " nomás"])

    def precios(self) -> str:
        """The day's price list, as someone pastes it from Vinocanchón."""
        r = self.rng
        items = [("Papa huayro", "@", 2000, 4500), ("Papa peruanita", "@", 2500, 5500), ("Papa amarilla", "kg", 250, 600), ("Papa canchán", "@", 1200, 2600),
                 ("Papa yungay", "saco", 6000, 12000), ("Chuño negro", "kg", 500, 1100), ("Moraya", "kg", 700, 1500), ("Maíz gigante", "kg", 450, 1200),
                 ("Mote pelado", "kg", 400, 900), ("Oca", "kg", 150, 400), ("Olluco", "kg", 200, 500), ("Habas secas", "kg", 500, 1000)]
        rows = [f"{n:<16}| {u:<4} | S/ {r.randrange(lo, hi) // 10 * 10 / 100:.2f}" for n, u, lo, hi in r.sample(items, r.randrange(4, 8))]
        d = self.dia(r.randrange(0, 100))
        return (f"PRECIOS DEL DÍA {d.day}/{d.month} 🥔🌽\n```\nProducto        | Und  | Precio\n" + "\n".join(rows) + "\n```"
                + r.choice(["", "\nprecios de Vinocanchón", "\nsubió la papa por la lluvia", "\npuesto 37, fila B", "\nvengan temprano caseritas"]))

    def pago(self) -> str:
        """A Yape, Plin or BCP receipt, forwarded."""
        r = self.rng
        amt = r.choice([10, 15, 20, 25, 30, 40, 50, 60, 80, 100, 120, 150, 200, 350]) * 100 + r.choice([0, 0, 0, 50])
        who = r.choice(["Eulogia H. Q.", "Hilaria C. M.", "Severo T. A.", "Justina Q. Ll.", "Mauro C. P.", "Tomasa A. H.", "Cirila M. Ch."])
        d = self.dia(r.randrange(0, 100))
        hh, mm = r.randrange(5, 20), r.randrange(0, 60)
        kind = r.randrange(3)
        if kind == 0:
            return (f"¡Yapeaste!\nS/ {amt / 100:.2f}\n{who}\n{d.day} {_MES_CORTO[d.month]}. {d.year} - {hh % 12 or 12}:{mm:02d} {'am' if hh < 12 else 'pm'}\n"
                    f"N° de operación: {r.randrange(10**7, 10**8)}" + r.choice(["", "\nya está", "\nmi cuota", "\nconfirme por favor"]))
        if kind == 1:
            return (f"Plin ✅ Te enviaron S/ {amt / 100:.2f}\nDe: {who}\nInterbank\nCódigo: {r.randrange(10**5, 10**6)}"
                    + r.choice(["", "\nya le mandé", "\nrevise casera"]))
        return (f"Constancia de transferencia BCP\nMonto: S/ {amt / 100:.2f}\nA: ASOC. COMERCIANTES MERCADO SAN PEDRO\n"
                f"Fecha: {d:%d/%m/%Y} {hh:02d}:{mm:02d}\nN° operación: {r.randrange(10**6, 10**7)}" + r.choice(["", "\nde mi mamá", "\npago de diciembre"]))

    def carga(self) -> str:
        """The loading list of the week's truck."""
        r = self.rng
        rows = [f"{i}. Puesto {s} — {r.randrange(1, 15)} sacos {r.choice(['huayro', 'peruanita', 'chuño', 'maíz', 'moraya', 'canchán'])}"
                for i, s in enumerate(sorted(r.sample(range(1, 140), r.randrange(3, 7))), 1)]
        return (f"LISTA DE CARGA DEL CAMIÓN 🚛\nChofer: {r.choice(['don Fortunato', 'el Wilber', 'Sr. Cahuana'])}\n" + "\n".join(rows)
                + r.choice(["", "\nrevisen sus nombres", "\nel flete se paga al subir", "\nfalta confirmar 2 puestos"]))

    def helada(self) -> str:
        r = self.rng
        return (f"⚠️ SENAMHI: heladas en la sierra sur, temperaturas de hasta -{r.randrange(4, 16)}°C en zonas altas de "
                f"{r.choice(['Espinar', 'Canas', 'Chumbivilcas', 'Canchis', 'Paucartambo'])}. Nivel {r.choice(['naranja', 'amarillo', 'rojo'])}."
                + r.choice(["", "\nabríguense mamitas", "\nva a subir el chuño", "\nDiosllawan"]))

    def como_dato(self) -> str:
        """Fact-like chatter that plants nothing: figures, dates and plans nobody asks about again."""
        r = self.rng
        return r.choice([f"hoy vendí {r.randrange(3, 40)} arrobas gracias a Dios",
                         f"mi comadre dice que la papa va a llegar a {self.soles(r.randrange(20, 60) * 100)} la arroba",
                         f"el {self.dt(r.randrange(0, 100))} viajo a Sicuani a la fiesta de mi ahijado",
                         f"{r.choice(_NOMBRES)} dice que su carga llega {self.dt(r.randrange(0, 100))}",
                         f"pagué {self.soles(r.randrange(40, 200) * 100)} de luz en mi casa, qué abuso",
                         f"el pasaje a Anta ya está {self.soles(r.randrange(3, 9) * 100)}", f"ayer vinieron como {r.randrange(10, 90)} turistas a tomar fotos",
                         f"mi sobrino cumple años el {self.dt(r.randrange(0, 100))}, están invitados",
                         f"{r.choice(_NOMBRES)} vendió {r.randrange(5, 40)} sacos de chuño en un día, qué suerte",
                         f"{self.hora(r.randrange(5, 20))} paso por Vinocanchón a recoger mi carga",
                         f"en Wanchaq el maíz está a {self.soles(r.randrange(8, 30) * 50)} el kilo",
                         f"{r.choice(_NOMBRES)} me debe {self.soles(r.randrange(20, 300) * 100)} desde noviembre",
                         f"mañana {self.hora(r.randrange(5, 12))} salgo a Urubamba, alguien quiere encargar algo",
                         f"mi puesto es el {r.choice('ABCDEFGH')}-{r.randrange(10, 140)} por si alguien me busca",
                         f"el {self.dt(r.randrange(0, 100))} es el matrimonio de la hija de {r.choice(_NOMBRES)}",
                         f"compré {r.randrange(2, 12)} costales nuevos a {self.soles(r.randrange(1, 4) * 100)} cada uno"])

    def photo(self) -> Said:
        r = self.rng
        d = self.dia(r.randrange(0, 100))
        return (r.choice(["", "", "así llegó la papa 😭", "miren qué bonito el chuño", "nuestro puesto hoy", "la cola en la puerta", "el recibo",
                          "así dejan la basura 😡", "maíz gigante de primera 🌽", "la yunza del año pasado"]),
                media("photo", f"IMG-{d:%Y%m%d}-WA{r.randrange(0, 9999):04d}.jpg", "image/jpeg", r.randrange(40_000, 2_600_000)))

    def video(self) -> Said:
        r = self.rng
        d = self.dia(r.randrange(0, 100))
        return (r.choice(["", "la lluvia en el mercado", "bailando en la fiesta 💃", "descargando el camión"]),
                media("video", f"VID-{d:%Y%m%d}-WA{r.randrange(0, 9999):04d}.mp4", "video/mp4", r.randrange(700_000, 28_000_000)))

    def audio(self) -> Said:
        r = self.rng
        d = self.dia(r.randrange(0, 100))
        if r.random() < 0.3:  # a sticker
            return "", media("sticker", f"STK-{d:%Y%m%d}-WA{r.randrange(0, 9999):04d}.webp", "image/webp", r.randrange(8_000, 90_000))
        return (r.choice(["", "", "", "escuchen mamitas", "no puedo escribir, escuchen", "presidenta escuche por favor"]),
                media("voice", f"PTT-{d:%Y%m%d}-WA{r.randrange(0, 9999):04d}.opus", "audio/ogg", r.randrange(5_000, 900_000)))

    def document(self) -> Said:
        r = self.rng
        name, text = r.choice([("Acta_asamblea_noviembre.pdf", "el acta para que revisen"), ("Padron_socios_2026.xlsx", "el padrón, busquen su nombre"),
                               ("Comunicado_Municipalidad.pdf", "esto mandó la Municipalidad"), ("Estatuto_asociacion.pdf", ""),
                               ("Rendicion_de_cuentas.xlsx", "la rendición de cuentas"), ("Solicitud.docx", "")])
        mime = {"pdf": "application/pdf", "xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
                "docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document"}[name.rsplit(".", 1)[1]]
        return text, media("document", name, mime, r.randrange(30_000, 3_000_000))

    def chatter(self) -> Said:
        r = self.rng
        makers: list[Any] = [
            (lambda: (r.choice(_CORTO), None)), (lambda: (self.medio(), None)), (lambda: (r.choice(_HIJOS), None)),
            (lambda: (self.precios(), None)), (lambda: (self.pago(), None)), (lambda: (self.carga(), None)), (lambda: (self.helada(), None)),
            (lambda: (ramble(r, _ABUELA, 5, " "), None)), (lambda: (letter(r, _PRESIDENTA, sep="\n\n"), None)),
            (lambda: (_RECORDATORIO, None)), (lambda: (r.choice(_REFRANES), None)),
            (lambda: (r.choice(_LINKS).format(k=code(r, 11), t=f"9{r.randrange(10**7, 10**8)}"), None)),
            (lambda: (f"{_SALUDO} {self.medio()}", None)), (lambda: (self.como_dato(), None)),
            self.photo, self.video, self.audio, self.document]
        weights = [28, 31, 7, 1.6, 2.2, 1, 0.8, 2.4, 1.3, 2.5, 1.2, 2.5, 3, 6, 5, 1, 8, 1]
        return r.choices(makers, weights)[0]()  # type: ignore[no-any-return]

    def wrap(self, text: str) -> str:
        r = self.rng
        return r.choice([f"{_SALUDO} {text}", f"{text}\n\n{_RECORDATORIO}", f"{ramble(r, _ABUELA, 3, ' ')} y también {text}",
                         f"De la asamblea:\n1. {text}\n2. {self.medio()}", f"{text} 🙏", f"{text}\n— Secretaría", f"📌 {text}", f"{text} Sulpayki.",
                         f"COMUNICADO: {text}", f"{self.precios()}\n\nOtra cosa: {text}", f"{text} ya pues, avisen a los que no están en el grupo"])


def generate(seed: int, chats: int, messages: int, ids: Ids | None = None, fact_share: float = 0.07) -> list[Chat]:
    return family_chats(NAME, seed, chats, ids, lambda rng, chat_id: _chat(rng, chat_id, messages, fact_share))


def _chat(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    m = _Mercado(rng)
    people = [f"519{rng.randrange(10**7, 10**8)}" for _ in range(rng.randrange(10, 26))]  # WhatsApp ids are Peruvian mobiles

    # Busy from the small hours (the trucks unload at four) to the afternoon, silent at night.
    def gap() -> int:
        return rng.randrange(20, 1800) if rng.random() > 0.1 else rng.randrange(5 * 3600, 18 * 3600)

    voice = Voice(m.plant, m.chatter, m.wrap, 0.25, lambda: rng.choice(_BOT), 0.035, gap, (4, 36))
    return assemble(rng, chat_id, n, fact_share, NAME, people, voice)
