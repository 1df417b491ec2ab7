#!/usr/bin/env python3
"""Fills translations/scalescope_es.ts from the table below: run after
`cmake --build <dir> --target update_translations` added new source texts, add their
Spanish to the table, run again. Entries already translated in the .ts (for example in
Qt Linguist) are kept unless the table has the text. Core's messages are read from core's
catalog (core/util/message_catalog.cpp): the "CoreMessages" context gets each English the
.ts lacks and loses each one core no longer has, as lupdate would from the table the build
generates from that catalog, without update_translations rewriting the whole file; their
Spanish is CORE_MESSAGES. Prints what is still untranslated."""
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

TS = Path(__file__).with_name("scalescope_es.ts")
CATALOG = Path(__file__).resolve().parent.parent / "core" / "util" / "message_catalog.cpp"

# Same source text, same Spanish, in every context unless CONTEXT overrides it.
ES = {
    # The overlay (FiltersPanel, session fields)
    "Overlay": "Superponer",
    "None": "Ninguna",
    "%1 more series": "%1 series más",
    "Draw other series of this benchmark on the same charts (families, accelerators or rounds, as grouped), each in its colour with its own break-even marker":
        "Dibujar otras series de este benchmark en los mismos gráficos (familias, aceleradores o rondas, según la agrupación), cada una en su color con su propio marcador de equilibrio",
    "expected a list of series names": "se esperaba una lista de nombres de series",
    # runGui
    "Explore how AI training scales with GPU count, from MLPerf Training results.":
        "Explore cómo escala el entrenamiento de IA con el número de GPU, a partir de los resultados de MLPerf Training.",
    "Round, submitter, system or benchmark folders, or one saved dataset (*.scalescope.json).":
        "Carpetas de ronda, participante, sistema o benchmark, o un conjunto de datos guardado (*.scalescope.json).",
    # RulesFolder (File ▸ Compliance Rules)
    "Compliance rules": "Reglas de cumplimiento",
    "Scoring with the built-in rules (%1)": "Se puntúa con las reglas integradas (%1)",
    "%1 holds no training_X.Y.Z rules folder. Choose an mlperf_logging checkout, its compliance_checker folder or one training_X.Y.Z folder.":
        "%1 no contiene ninguna carpeta de reglas training_X.Y.Z. Elija una copia de mlperf_logging, su carpeta compliance_checker o una carpeta training_X.Y.Z.",
    "The rules in %1 cannot be used: %2": "Las reglas de %1 no se pueden usar: %2",
    " The built-in rules are used instead.": " Se usan las reglas integradas en su lugar.",
    "Compliance &Rules": "&Reglas de cumplimiento",
    "Use Official Rules &Folder…": "Usar una &carpeta de reglas oficiales…",
    "Score rounds opened from now on with an official mlperf_logging compliance_checker folder, for a round newer than this build":
        "Puntuar las rondas que se abran a partir de ahora con una carpeta compliance_checker oficial de mlperf_logging, para una ronda más reciente que esta versión",
    "Use &Built-in Rules": "Usar las reglas &integradas",
    "Rules as &Published": "Reglas tal como se &publicaron",
    "Score each round with the rules of its release, as MLCommons published its scores":
        "Puntuar cada ronda con las reglas de su versión, tal como MLCommons publicó sus puntuaciones",
    "&Today's Rules": "Reglas &actuales",
    "Score every round with today's compliance rules; the import report names the runs they decide otherwise":
        "Puntuar todas las rondas con las reglas de cumplimiento actuales; el informe de importación nombra las ejecuciones que deciden de otro modo",
    "Scoring with the rules as each round was published": "Se puntúa con las reglas tal como se publicó cada ronda",
    "Scoring with today's compliance rules": "Se puntúa con las reglas de cumplimiento actuales",
    "Which entry the speedup and efficiency are measured against":
        "La entrada con la que se miden la aceleración y la eficiencia",
    "Samples to converge (thousands)": "Muestras hasta converger (miles)",
    "Samples to converge (millions)": "Muestras hasta converger (millones)",
    "Samples to converge (billions)": "Muestras hasta converger (miles de millones)",
    # ScalingChart: the fit across a gap
    "Fit where no run measures it (a gap > 4× in N, or beyond max N)":
        "Ajuste donde ninguna ejecución lo mide (un hueco > 4× en N, o más allá del N máximo)",
    "; reopen a round to score it again": "; vuelva a abrir una ronda para puntuarla de nuevo",
    "In use: built-in rules (%1)": "En uso: reglas integradas (%1)",
    "In use: %1": "En uso: %1",
    "Official Rules Folder (mlperf_logging or compliance_checker)": "Carpeta de reglas oficiales (mlperf_logging o compliance_checker)",
    "Scoring with the rules of %1: %n ruleset(s), %2": ["Se puntúa con las reglas de %1: %n conjunto de reglas, %2", "Se puntúa con las reglas de %1: %n conjuntos de reglas, %2"],
    # DatasetLoader
    "import failed unexpectedly: %1": "la importación falló de forma inesperada: %1",
    # AnalysisController
    "geometric mean of %1 points": "media geométrica de %1 puntos",
    "%1 fit": "ajuste %1",
    "interpolated between N = %1 and %2": "interpolado entre N = %1 y %2",
    "efficiency ≥ %1": "eficiencia ≥ %1",
    "marginal return": "rendimiento marginal",
    "knee": "codo",
    "cost optimum": "óptimo de coste",
    "modelled cost optimum": "óptimo de coste modelado",
    "no round": "sin ronda",
    "all divisions": "todas las divisiones",
    "all availabilities": "todas las disponibilidades",
    "raw times before RCP scaling": "tiempos brutos antes del escalado RCP",
    "derived from MLPerf results, not an official result":
        "derivado de resultados de MLPerf, no es un resultado oficial",
    # AnalysisWorkspace
    "Filter the series table by submitter, system…": "Filtrar la tabla de la serie por participante, sistema…",
    "Undo reference change": "Deshacer el cambio de referencia",
    "Undo Reference Change": "Deshacer cambio de referencia",
    "Compare two configurations": "Comparar dos configuraciones",
    "Series table (the points both charts draw)": "Tabla de la serie (los puntos que dibujan ambos gráficos)",
    "N = %1": "N = %1",
    "No series": "Sin serie",
    "Reference: %1, %2 · N = %3 · %4 min (%5)": "Referencia: %1, %2 · N = %3 · %4 min (%5)",
    " (chosen)": " (elegida)",
    " (default: fewest GPUs)": " (predeterminada: menos GPU)",
    "Click a point on either chart to make it the reference":
        "Haga clic en un punto de cualquiera de los gráficos para convertirlo en la referencia",
    # BreakEvenReadout
    "Continuous (on the fitted curve)": "Continuo (sobre la curva ajustada)",
    "Moves the break-even marker across both charts": "Mueve el marcador de equilibrio en ambos gráficos",
    "Detected break-even": "Equilibrio detectado",
    "Put the marker back on the detected break-even": "Devolver el marcador al equilibrio detectado",
    "Break-even marker": "Marcador de equilibrio",
    "No series: choose a benchmark with scored results.":
        "Sin serie: elija un benchmark con resultados puntuados.",
    "measured: %1": "medido: %1",
    "modelled: %1": "modelado: %1",
    "modelled: %1, extrapolated beyond the largest measured N":
        "modelado: %1, extrapolado más allá del mayor N medido",
    "energy not modelled": "energía no modelada",
    "energy %1": "energía %1",
    "no energy (no power logs)": "sin energía (sin registros)",
    "N = %1 GPUs · %2 min (%3)": "N = %1 GPU · %2 min (%3)",
    "Derived: speedup %1 · efficiency %2 · %3 GPU-hours · cost %4 at %5 per GPU-hour · %6":
        "Derivado: aceleración %1 · eficiencia %2 · %3 horas-GPU · coste %4 a %5 por hora-GPU · %6",
    "No break-even rule puts its estimate at this N": "Ninguna regla de equilibrio sitúa su estimación en este N",
    "Break-even rules agreeing here: %1": "Reglas de equilibrio que coinciden aquí: %1",
    # ComparisonPanel
    "Configuration A: a point of the series, by GPU count": "Configuración A: un punto de la serie, por número de GPU",
    "Configuration B: a point of the series, by GPU count": "Configuración B: un punto de la serie, por número de GPU",
    "A": "A",
    "B": "B",
    "B / A": "B / A",
    "GPUs": "GPU",
    "Minutes": "Minutos",
    "Efficiency (derived)": "Eficiencia (derivada)",
    "GPU-hours (derived)": "Horas-GPU (derivadas)",
    "Cost (derived)": "Coste (derivado)",
    "Energy (kWh)": "Energía (kWh)",
    "N = %1 · %2": "N = %1 · %2",
    "no power logs": "sin registros de potencia",
    "Not comparable: %1": "No comparables: %1",
    # DatasetLoader
    "the embedded dataset": "el conjunto de datos integrado",
    "no MLPerf results were found in %1 (expected <submitter>/systems/<id>.json and <submitter>/results/<id>/…)":
        "no se encontraron resultados de MLPerf en %1 (se esperaba <submitter>/systems/<id>.json y <submitter>/results/<id>/…)",
    # DownloadRoundDialog, RoundDownloader (File ▸ Download Round…)
    "downloaded, %1": "descargada, %1",
    "partly downloaded (%1), resumes": "descargada en parte (%1), se reanuda",
    "not downloaded": "sin descargar",
    "MLPerf Training %1 — %2 (%3)": "MLPerf Training %1 — %2 (%3)",
    "Download again even if it is in the cache": "Descargar de nuevo aunque esté en la caché",
    "Download Round": "Descargar ronda",
    "The public MLPerf Training result rounds, one repository each at %1 (training_results_vX.Y), published by "
    "MLCommons under the Apache-2.0 licence. A downloaded round is kept in %2 and opens from there without the network.":
        "Las rondas públicas de resultados de MLPerf Training, un repositorio cada una en %1 (training_results_vX.Y), "
        "publicadas por MLCommons bajo la licencia Apache-2.0. Una ronda descargada se guarda en %2 y se abre desde "
        "allí sin red.",
    "Another round, e.g. v6.1": "Otra ronda, p. ej. v6.1",
    "&Download and Open": "&Descargar y abrir",
    "Close": "Cerrar",
    "Checking the archive of %1…": "Comprobando el archivo de %1…",
    "Choose a round.": "Elija una ronda.",
    "&Open": "&Abrir",
    "&Cancel Download": "&Cancelar la descarga",
    "Connecting for %1…": "Conectando para %1…",
    "Downloading %1: %2 of %3": "Descargando %1: %2 de %3",
    "Downloading %1: %2": "Descargando %1: %2",
    "%1 is in the cache; opening it.": "%1 está en la caché; abriéndola.",
    "%1 downloaded and checked; opening it.": "%1 descargada y comprobada; abriéndola.",
    "The download of %1 was cancelled; nothing of it was kept.":
        "Se canceló la descarga de %1; no se ha guardado nada de ella.",
    "Download &Round…": "Descargar &ronda…",
    "Download a public MLPerf Training round from MLCommons into the cache and open it":
        "Descargar una ronda pública de MLPerf Training de MLCommons en la caché y abrirla",
    "Cannot create the cache folder %1.": "No se puede crear la carpeta de caché %1.",
    "Resuming the download of %1 at %2.": "Reanudando la descarga de %1 en %2.",
    "The server sent the wrong part of %1 (Content-Range: %2).":
        "El servidor envió una parte equivocada de %1 (Content-Range: %2).",
    "The server sent another part of %1 than asked for; starting over.":
        "El servidor envió otra parte de %1 distinta de la pedida; se empieza de nuevo.",
    "The server cannot resume %1 or it has changed; downloading it again from the start.":
        "El servidor no puede reanudar %1 o ha cambiado; se descarga de nuevo desde el principio.",
    "Cannot write %1: %2.": "No se puede escribir %1: %2.",
    "Cannot write %1: %2 (is the disk full?).": "No se puede escribir %1: %2 (¿está lleno el disco?).",
    "Round %1 was not found (HTTP 404 from %2). Is %1 a published MLPerf Training round?":
        "No se encontró la ronda %1 (HTTP 404 de %2). ¿Es %1 una ronda publicada de MLPerf Training?",
    " and ": " y ",
    "The partial download of %1 does not match the server's archive; starting over.":
        "La descarga parcial de %1 no coincide con el archivo del servidor; se empieza de nuevo.",
    "The server refused %1: %2 from %3.": "El servidor rechazó %1: %2 de %3.",
    "no data came for %1 s, twice": "no llegaron datos durante %1 s, dos veces",
    "no complete response header came in %1 s, twice (a server that stalls, or one whose headers are too long)":
        "no llegó una cabecera de respuesta completa en %1 s, dos veces (un servidor que se detiene, o uno cuyas cabeceras son demasiado largas)",
    "No data came for %1 s from %2; trying once more.": "No llegaron datos de %2 durante %1 s; se intenta una vez más.",
    "Cannot download %1 from %2: the server's response headers are %3, more than the %4 a web server sends; nothing was kept.":
        "No se puede descargar %1 de %2: las cabeceras de respuesta del servidor ocupan %3, más de los %4 que envía un servidor web; no se ha guardado nada.",
    "Cannot download %1 from %2: the server announces %3, more than the %4 a round's archive may have; nothing was downloaded.":
        "No se puede descargar %1 de %2: el servidor anuncia %3, más de los %4 que puede ocupar el archivo de una ronda; no se ha descargado nada.",
    "The download of %1 from %2 was stopped: the server sent more than %3, the most a round's archive may have; nothing was kept.":
        "Se ha detenido la descarga de %1 de %2: el servidor envió más de %3, lo máximo que puede ocupar el archivo de una ronda; no se ha guardado nada.",
    "the connection closed early": "la conexión se cerró antes de tiempo",
    "%1 of %2": "%1 de %2",
    "The download of %1 stopped after %2: %3. The part downloaded is kept; download again to resume.":
        "La descarga de %1 se detuvo tras %2: %3. Se guarda la parte descargada; descargue de nuevo para reanudarla.",
    "Cannot download %1 from %2: %3.": "No se puede descargar %1 de %2: %3.",
    "Cannot download %1 from %2: the server answered %3.":
        "No se puede descargar %1 de %2: el servidor respondió %3.",
    "What %1 sent for %2 was not kept: %3.": "No se guardó lo que %1 envió para %2: %3.",
    "Cannot move the download into place as %1: %2.": "No se puede poner la descarga en su sitio como %1: %2.",
    "Another scalescope is downloading %1 into %2; wait until it is done.":
        "Otro scalescope está descargando %1 en %2; espere a que termine.",
    "Cannot create the lock file %1.": "No se puede crear el archivo de bloqueo %1.",
    # FiltersPanel
    "Frontier": "Frontera",
    "All points": "Todos los puntos",
    "Scaled (official)": "Escalados (oficial)",
    "Raw": "Brutos",
    "Accelerator model": "Modelo de acelerador",
    "Submitter": "Participante",
    "Framework": "Framework",
    "System family": "Familia de sistemas",
    "All accelerators together": "Todos los aceleradores juntos",
    "System family across rounds": "Familia de sistemas entre rondas",
    "Amdahl": "Amdahl",
    "USL (Gunther)": "USL (Gunther)",
    "Power law": "Ley de potencia",
    "Break-even and fits use the fastest point at each N":
        "El equilibrio y los ajustes usan el punto más rápido de cada N",
    "Break-even and fits use every point (geometric mean per N)":
        "El equilibrio y los ajustes usan todos los puntos (media geométrica por N)",
    "Olympic mean of the runs before RCP scaling, not the official score":
        "Media olímpica de las ejecuciones antes del escalado RCP, no la puntuación oficial",
    "Efficiency threshold θ of the break-even rule (analysis.md §4.1)":
        "Umbral de eficiencia θ de la regla de equilibrio (analysis.md §4.1)",
    "Price per accelerator-hour, for cost and the cost optimum":
        "Precio por hora de acelerador, para el coste y el óptimo de coste",
    "Value of one hour of waiting, for the cost optimum (§4.4)":
        "Valor de una hora de espera, para el óptimo de coste (§4.4)",
    "Series": "Serie",
    "Benchmark": "Benchmark",
    "Accelerator": "Acelerador",
    "Availability": "Disponibilidad",
    "Division": "División",
    "Group by": "Agrupar por",
    "Curve": "Curva",
    "Times": "Tiempos",
    "Model and assumptions": "Modelo y supuestos",
    "Fitted curve": "Curva ajustada",
    "Efficiency threshold θ": "Umbral de eficiencia θ",
    "Price per GPU-hour": "Precio por hora-GPU",
    "Value of time per hour": "Valor del tiempo por hora",
    "All accelerators": "Todos los aceleradores",
    "All submitters": "Todos los participantes",
    "All availabilities": "Todas las disponibilidades",
    "All divisions": "Todas las divisiones",
    # ImportReportDock
    "Import Report": "Informe de importación",
    "Copy": "Copiar",
    "&Copy": "&Copiar",
    "Copy every report item to the clipboard as text":
        "Copiar todos los elementos del informe al portapapeles como texto",
    "Nothing to report.": "Nada que informar.",
    "%1: %2, %3, %4": "%1: %2, %3, %4",
    "item": "elemento",
    "items": "elementos",
    "error": "error",
    "errors": "errores",
    "warning": "advertencia",
    "warnings": "advertencias",
    "note": "nota",
    "notes": "notas",
    # MainWindow
    "Open &Recent": "Abrir &reciente",
    "Save Dataset &As…": "Guardar conjunto de datos &como…",
    "Save what is shown as a .scalescope.json dataset that opens without importing":
        "Guardar lo que se muestra como un conjunto de datos .scalescope.json que se abre sin importar",
    "Export Chart as &PNG…": "Exportar gráfico como &PNG…",
    "Write the speedup and efficiency charts as a 1600x1000 PNG at twice the resolution":
        "Escribir los gráficos de aceleración y eficiencia como PNG de 1600x1000 al doble de resolución",
    "Export Chart as &SVG…": "Exportar gráfico como &SVG…",
    "Write the speedup and efficiency charts as a scalable SVG":
        "Escribir los gráficos de aceleración y eficiencia como SVG escalable",
    "Export &Table as CSV…": "Exportar &tabla como CSV…",
    "Write the table of the selected series, as sorted and filtered, as CSV":
        "Escribir la tabla de la serie seleccionada, ordenada y filtrada, como CSV",
    "No recent files": "No hay archivos recientes",
    "&Clear List": "&Borrar lista",
    "Save Dataset": "Guardar conjunto de datos",
    "There is no dataset to save yet.": "Todavía no hay ningún conjunto de datos que guardar.",
    "Save Dataset As": "Guardar conjunto de datos como",
    "scalescope datasets (*.scalescope.json)": "Conjuntos de datos de scalescope (*.scalescope.json)",
    "The dataset was not saved. %1": "No se guardó el conjunto de datos. %1",
    "Saved %1": "Guardado %1",
    "SVG images (*.svg)": "Imágenes SVG (*.svg)",
    "PNG images (*.png)": "Imágenes PNG (*.png)",
    "Export Chart": "Exportar gráfico",
    "The chart was not exported. %1": "No se exportó el gráfico. %1",
    "Exported %1": "Exportado %1",
    "Export Table": "Exportar tabla",
    "CSV files (*.csv)": "Archivos CSV (*.csv)",
    "The table was not exported. %1": "No se exportó la tabla. %1",
    "%1 systems; %2 scores; from a saved dataset (no import report)":
        "%1 sistemas; %2 puntuaciones; de un conjunto de datos guardado (sin informe de importación)",
    "Scaling": "Escalado",
    "Scores": "Puntuaciones",
    "&File": "&Archivo",
    "Open &Folder…": "Abrir &carpeta…",
    "Import an MLPerf Training round, submitter, system or benchmark folder":
        "Importar una carpeta de ronda, participante, sistema o benchmark de MLPerf Training",
    "Open &Archive…": "Abrir archivo c&omprimido…",
    "Import a round from a .zip or .tar(.gz/.xz/.bz2/.zst) archive":
        "Importar una ronda desde un archivo .zip o .tar(.gz/.xz/.bz2/.zst)",
    "Open &Dataset…": "Abrir conjunto de &datos…",
    "Open a saved dataset (*.scalescope.json)": "Abrir un conjunto de datos guardado (*.scalescope.json)",
    "Show &Sample": "Mostrar &muestra",
    "Show the built-in sample round": "Mostrar la ronda de muestra integrada",
    "&Quit": "&Salir",
    "&View": "&Ver",
    "Open MLPerf Training Results Folder": "Abrir carpeta de resultados de MLPerf Training",
    "Open Results Archive": "Abrir archivo comprimido de resultados",
    "Archives (*.zip *.tar *.tar.gz *.tgz *.tar.xz *.tar.bz2 *.tar.zst);;All files (*)":
        "Archivos comprimidos (*.zip *.tar *.tar.gz *.tgz *.tar.xz *.tar.bz2 *.tar.zst);;Todos los archivos (*)",
    "Open Dataset": "Abrir conjunto de datos",
    "scalescope datasets (*.scalescope.json);;All files (*)":
        "Conjuntos de datos de scalescope (*.scalescope.json);;Todos los archivos (*)",
    "This build has no sample dataset. Open a results folder with File ▸ Open Folder…":
        "Esta compilación no incluye conjunto de datos de muestra. Abra una carpeta de resultados con Archivo ▸ Abrir carpeta…",
    "the sample dataset": "el conjunto de datos de muestra",
    "Importing": "Importando",
    "Importing %1…": "Importando %1…",
    "Opening %1…": "Abriendo %1…",
    "Sample: %1": "Muestra: %1",
    "Opened %1": "Abierto %1",
    "No dataset is shown.": "No se muestra ningún conjunto de datos.",
    "Still showing %1.": "Se sigue mostrando %1.",
    "Import failed: %1. %2": "La importación falló: %1. %2",
    "Import of %1 cancelled. %2": "Importación de %1 cancelada. %2",
    "scalescope — no dataset": "scalescope — sin conjunto de datos",
    "%1 — scalescope": "%1 — scalescope",
    # MessageBanner
    "Dismiss": "Descartar",
    # ImportReportModel
    "Info": "Información",
    "Warning": "Advertencia",
    "Error": "Error",
    "Severity": "Gravedad",
    "Path": "Ruta",
    "Line": "Línea",
    "Message": "Mensaje",
    # ScalingChart
    "USL": "USL",
    "%1: not fitted (%2)": "%1: sin ajustar (%2)",
    "%1: not fitted": "%1: sin ajustar",
    "Speedup: %1": "Aceleración: %1",
    "Parallel efficiency: %1": "Eficiencia paralela: %1",
    "f = %1": "f = %1",
    ", 1/f = %1": ", 1/f = %1",
    "σ = %1, κ = %2": "σ = %1, κ = %2",
    "α = %1": "α = %1",
    "%1: %2, R² = %3": "%1: %2, R² = %3",
    "GPUs (log2)": "GPU (log2)",
    "Speedup vs reference (derived)": "Aceleración respecto a la referencia (derivada)",
    "Parallel efficiency (derived)": "Eficiencia paralela (derivada)",
    "Ideal (linear) scaling": "Escalado ideal (lineal)",
    "Ideal efficiency (1.0)": "Eficiencia ideal (1,0)",
    "Fit extrapolated (to 4× max N)": "Ajuste extrapolado (hasta 4× el N máximo)",
    "Frontier (fastest per N)": "Frontera (el más rápido por N)",
    "Reference": "Referencia",
    "%1 — %2\nN = %3 GPUs · %4 min\nspeedup %5 · efficiency %6 (derived)":
        "%1 — %2\nN = %3 GPU · %4 min\naceleración %5 · eficiencia %6 (derivadas)",
    "\nThe reference point": "\nEl punto de referencia",
    "\nClick to make it the reference": "\nHaga clic para convertirlo en la referencia",
    "Threshold θ = %1": "Umbral θ = %1",
    "Speedup: %1, %2": "Aceleración: %1, %2",
    "Parallel efficiency: %1, %2": "Eficiencia paralela: %1, %2",
    "Speedup: no series": "Aceleración: sin serie",
    "Parallel efficiency: no series": "Eficiencia paralela: sin serie",
    "Reference (N = %1)": "Referencia (N = %1)",
    "No fit": "Sin ajuste",
    # ScoreTableModel
    "%1 / %2": "%1 / %2",
    "No score": "Sin puntuación",
    "No score: %1": "Sin puntuación: %1",
    "%1 min (raw olympic mean × scaling factor)": "%1 min (media olímpica bruta × factor de escala)",
    "%1 min": "%1 min",
    "%1 (from scaling.json; 1 when absent)": "%1 (de scaling.json; 1 si falta)",
    "%1 J": "%1 J",
    "No power logs": "Sin registros de potencia",
    "%1 of %2 result files averaged into the score":
        "%1 de %2 archivos de resultados promediados en la puntuación",
    "%1 (%2, %3)": "%1 (%2, %3)",
    "System": "Sistema",
    "System ID": "ID del sistema",
    "Accelerators": "Aceleradores",
    "Nodes": "Nodos",
    "Score (min)": "Puntuación (min)",
    "Raw (min)": "Bruto (min)",
    "Scaling factor": "Factor de escala",
    "Energy (J)": "Energía (J)",
    "Runs counted": "Ejecuciones contadas",
    "Official score: olympic mean of the run times × scaling factor":
        "Puntuación oficial: media olímpica de los tiempos de ejecución × factor de escala",
    "Olympic mean of the run times, before scaling":
        "Media olímpica de los tiempos de ejecución, antes del escalado",
    "Official energy (scaled), when the submission has power logs":
        "Energía oficial (escalada), cuando el envío tiene registros de potencia",
    "Runs averaged into the score / result files found":
        "Ejecuciones promediadas en la puntuación / archivos de resultados encontrados",
    # ScoreTablePanel
    "Filter by submitter, system, accelerator, benchmark…":
        "Filtrar por participante, sistema, acelerador, benchmark…",
    # SeriesTableModel
    "yes": "sí",
    "reference": "referencia",
    "Derived by scalescope from MLPerf results (docs/analysis.md §3); not an official MLPerf figure.":
        "Derivado por scalescope de resultados de MLPerf (docs/analysis.md §3); no es una cifra oficial de MLPerf.",
    "Counted runs of the olympic mean; the charts draw this spread as error bars.":
        "Ejecuciones contadas en la media olímpica; los gráficos dibujan esta dispersión como barras de error.",
    "GPUs (N)": "GPU (N)",
    "Fastest run (min)": "Ejecución más rápida (min)",
    "Slowest run (min)": "Ejecución más lenta (min)",
    "Speedup (derived)": "Aceleración (derivada)",
    "Local exponent (derived)": "Exponente local (derivado)",
    "Karp-Flatt (derived)": "Karp-Flatt (derivado)",
    # Several rounds, one break-even story (desktop, issue 17)
    "%1 (%2)": "%1 (%2)",
    "θ = %1": "θ = %1",
    "marginal return < %1": "rendimiento marginal < %1",
    "No break-even: no series": "Sin punto de equilibrio: no hay serie",
    "No break-even: only 1 GPU count measured (at least 3 are needed)":
        "Sin punto de equilibrio: solo se midió 1 número de GPU (hacen falta al menos 3)",
    "No break-even: only %1 GPU counts measured (at least 3 are needed)":
        "Sin punto de equilibrio: solo se midieron %1 números de GPU (hacen falta al menos 3)",
    "No break-even up to N = %1: efficiency stays ≥ %2 and no other rule triggered":
        "Sin punto de equilibrio hasta N = %1: la eficiencia se mantiene ≥ %2 y ninguna otra regla se activa",
    "Break-even (%1): N* ≈ %2, last measured %3": "Punto de equilibrio (%1): N* ≈ %2, último medido %3",
    "No break-even up to N = %1 (lower bound): efficiency stays ≥ %2 and no other rule fires on evidence":
        "Sin punto de equilibrio hasta N = %1 (cota inferior): la eficiencia se mantiene ≥ %2 y ninguna otra regla se activa con evidencia",
    "No break-even up to N = %1 (lower bound)": "Sin punto de equilibrio hasta N = %1 (cota inferior)",
    "Break-even (%1): N* ≈ %2 (entries %3–%4, %5% of resamples cross), last measured %6":
        "Punto de equilibrio (%1): N* ≈ %2 (entradas %3–%4, el %5% de los remuestreos cruza), último medido %6",
    "Break-even (%1): N* ≈ %2 (run noise only: %3–%4), last measured %5":
        "Punto de equilibrio (%1): N* ≈ %2 (solo ruido entre ejecuciones: %3–%4), último medido %5",
    "Break-even (%1): N = %2": "Punto de equilibrio (%1): N = %2",
    "N ≈ %1 (between measured counts)": "N ≈ %1 (entre números medidos)",
    "efficiency θ = %1": "eficiencia θ = %1",
    "Continuous": "Continuo",
    "Move between measured GPU counts (interpolated as the θ crossing N* is) and along the fitted curve beyond them":
        "Moverse entre los números de GPU medidos (interpolados como el cruce de θ N*) y por la curva ajustada más allá",
    "At N ≈ %1 (not a measured GPU count) · %2 min (%3)":
        "En N ≈ %1 (no es un número de GPU medido) · %2 min (%3)",
    "%1 · rules agreeing here: %2": "%1 · reglas que coinciden aquí: %2",
    "Round": "Ronda",
    "All rounds": "Todas las rondas",
    "Grouping across rounds uses every round": "Agrupar entre rondas usa todas las rondas",
    "The round the series come from": "La ronda de la que vienen las series",
    "Point %1 of the comparison": "Punto %1 de la comparación",
    "θ crossing (θ = %1): N* ≈ %2": "Cruce de θ (θ = %1): N* ≈ %2",
    "closed": "cerrada",
    "open": "abierta",
    "No break-even: %1 of 3 GPU counts needed": "Sin punto de equilibrio: %1 de 3 números de GPU necesarios",
    "No break-even up to N = %1": "Sin punto de equilibrio hasta N = %1",
    "No break-even: no rule gives an estimate up to N = %1":
        "Sin punto de equilibrio: ninguna regla da una estimación hasta N = %1",
    "Break-even (%1): N* ≈ %2": "Punto de equilibrio (%1): N* ≈ %2",
    "N = %1 · %2\n%3": "N = %1 · %2\n%3",
    "B is as fast as A": "B es tan rápido como A",
    "B is %1x faster": "B es %1x más rápido",
    "B is %1x slower": "B es %1x más lento",
    "the same number of GPUs": "el mismo número de GPU",
    "%1x the GPUs": "%1x las GPU",
    "%1 using %2: %3x the GPU-hours": "%1 usando %2: %3x las GPU-horas",
    "Write the speedup and efficiency charts, stacked, as a 1600x1000 PNG":
        "Escribir los gráficos de aceleración y eficiencia, apilados, como PNG de 1600x1000",
    "&Theme": "&Tema",
    "&System": "&Sistema",
    "&Light": "&Claro",
    "&Dark": "&Oscuro",
    "&Help": "A&yuda",
    "&Guide": "&Guía",
    "How to use scalescope: the README, shown in the app": "Cómo usar scalescope: el README, mostrado en la aplicación",
    "&Keyboard Shortcuts": "&Atajos de teclado",
    "&About scalescope": "Acerca &de scalescope",
    "Scaling ▸ Undo reference change": "Escalado ▸ Deshacer el cambio de referencia",
    "Break-even marker ▸ previous / next GPU count": "Marcador de equilibrio ▸ número de GPU anterior / siguiente",
    "Left / Right (slider focused)": "Izquierda / Derecha (con el deslizador enfocado)",
    "Break-even marker ▸ smallest / largest GPU count": "Marcador de equilibrio ▸ número de GPU menor / mayor",
    "Home / End (slider focused)": "Inicio / Fin (con el deslizador enfocado)",
    "scalescope Guide": "Guía de scalescope",
    "Keyboard Shortcuts": "Atajos de teclado",
    "Action": "Acción",
    "Shortcut": "Atajo",
    "<h3>scalescope %1</h3><p>Explore how AI training scales with GPU count, from the public MLCommons MLPerf Training results: scores computed as the official summarizer does, speedup, parallel efficiency and the break-even GPU count.</p><p>The results are published by MLCommons under the Apache-2.0 licence (github.com/mlcommons/training_results_vX.Y). Figures marked <i>derived</i> are computed by scalescope and are not official MLPerf results.</p><p>Built with Qt %2.</p>":
        "<h3>scalescope %1</h3><p>Explore cómo escala el entrenamiento de IA con el número de GPU, a partir de los resultados públicos de MLCommons MLPerf Training: puntuaciones calculadas como lo hace el resumidor oficial, aceleración, eficiencia paralela y el número de GPU del punto de equilibrio.</p><p>MLCommons publica los resultados bajo la licencia Apache-2.0 (github.com/mlcommons/training_results_vX.Y). Las cifras marcadas como <i>derivadas</i> las calcula scalescope y no son resultados oficiales de MLPerf.</p><p>Compilado con Qt %2.</p>",
    "About scalescope": "Acerca de scalescope",
    # Issue 24: the break-even verdict, prices per accelerator model, fits that prove something
    "Break-even (%1): between %2 and %3 GPUs, not measured there":
        "Punto de equilibrio (%1): entre %2 y %3 GPU, sin medir ahí",
    "Break-even (%1): in the %2–%3 gap": "Punto de equilibrio (%1): en el hueco %2–%3",
    "Best model (none when no model qualifies)": "Mejor modelo (ninguno si ningún modelo cumple)",
    "Fit, not measured (gap > 4× or past max N)": "Ajuste sin medir (hueco > 4× o más allá del N máximo)",
    "Fit extrapolated (to 2× max N)": "Ajuste extrapolado (hasta 2× el N máximo)",
    "cost %1 at %2 per GPU-hour": "coste %1 a %2 por hora-GPU",
    "no price set": "sin precio",
    "no price": "sin precio",
    "none": "ninguno",
    "Derived: speedup %1 · efficiency %2 · %3 GPU-hours · %4 · %5":
        "Derivado: aceleración %1 · eficiencia %2 · %3 horas-GPU · %4 · %5",
    "Price per accelerator-hour of the shown accelerator model, for cost and the cost optimum; each model keeps its own. None: GPU-hours only":
        "Precio por hora de acelerador del modelo mostrado, para el coste y el óptimo de coste; cada modelo guarda el suyo. Ninguno: solo horas-GPU",
    # Analysis on a worker (issue 28)
    "Analysing %1… (a large series: the charts show the previous one until it is done)":
        "Analizando %1… (una serie grande: los gráficos muestran la anterior hasta que termine)",
    # Downloads: stalls and retries (issue 28)
    "The server at %1 closed the connection without an answer; trying once more.":
        "El servidor de %1 cerró la conexión sin responder; se intenta una vez más.",
    "Cannot download %1 from %2: the server closed the connection without an answer, and again on the retry.":
        "No se puede descargar %1 de %2: el servidor cerró la conexión sin responder, también en el reintento.",
    "The server sent nothing for %1 s (%2); trying once more.":
        "El servidor no envió nada durante %1 s (%2); se intenta una vez más.",
    "the server sent nothing for %1 s": "el servidor no envió nada durante %1 s",
    "the server sent no complete response header within %1 s: it stalls, or its headers are too long":
        "el servidor no envió una cabecera de respuesta completa en %1 s: se ha detenido o sus cabeceras son demasiado largas",
    "the server closed the connection without an answer": "el servidor cerró la conexión sin responder",
    " (tried twice)": " (se intentó dos veces)",
    # Hardware at N GPUs (issue 25)
    "Hardware at N GPUs": "Hardware con N GPU",
    "Benchmark:": "Benchmark:",
    "GPUs:": "GPU:",
    "Export PNG…": "Exportar PNG…",
    "Export SVG…": "Exportar SVG…",
    "Export CSV…": "Exportar CSV…",
    "Entry": "Entrada",
    "vs previous round": "frente a la ronda anterior",
    "vs previous generation": "frente a la generación anterior",
    "vs previous round: the same model at this GPU count in its latest earlier round (what software brought). vs previous generation: the model it succeeds, at this GPU count, same round or its latest earlier one (what hardware brought). Above 1 is faster.":
        "Frente a la ronda anterior: el mismo modelo con este número de GPU en su ronda anterior más reciente (lo que aportó el software). Frente a la generación anterior: el modelo al que sucede, con este número de GPU, en la misma ronda o en la anterior más reciente (lo que aportó el hardware). Por encima de 1 es más rápido.",
    "No scored benchmark in the rounds open.": "No hay ningún benchmark puntuado en las rondas abiertas.",
    "No benchmark '%1' in the rounds open.": "No hay ningún benchmark «%1» en las rondas abiertas.",
    "%1 at %2 GPUs: each accelerator model's fastest entry per round, closed division":
        "%1 con %2 GPU: la entrada más rápida de cada modelo de acelerador por ronda, división cerrada",
    " (%1 GPUs: the count with the most accelerator models)": " (%1 GPU: el número con más modelos de acelerador)",
    "%1 at %2 GPUs, minutes (lower is faster)": "%1 con %2 GPU, minutos (menos es más rápido)",
    "minutes": "minutos",
    "%1: best time at each GPU count measured in two rounds or more (log scale)":
        "%1: mejor tiempo con cada número de GPU medido en dos rondas o más (escala logarítmica)",
    "%1 GPUs": "%1 GPU",
    "There is nothing to export: %1": "No hay nada que exportar: %1",
    "Export Hardware Comparison": "Exportar la comparación de hardware",
    "Nothing was exported. %1": "No se exportó nada. %1",
    "%1: progress needs two rounds; the rounds open have it in one only":
        "%1: el progreso necesita dos rondas; las rondas abiertas lo tienen solo en una",
    ". Republished entries left out (the result logs of an entry published before): %1":
        ". Entradas republicadas excluidas (los registros de resultados de una entrada publicada antes): %1",
}

# Issue 16 (the analysis engineer's views): caveats, fit diagnostics, time vs GPU-hours,
# throughput, reference rules, bootstrap intervals.
ES.update({
    # CaveatNote
    "Caveat: %1": "Advertencia: %1",
    "Warning: %1": "Aviso: %1",
    "%1 fit: %2": "ajuste %1: %2",
    "Energy: %1": "Energía: %1",
    # FitDiagnosticsPanel
    "Amdahl": "Amdahl",
    "USL": "USL",
    "Power law": "Ley de potencia",
    "f = %1, 1/f = %2": "f = %1, 1/f = %2",
    "σ = %1, κ = %2": "σ = %1, κ = %2",
    ", peak at N = %1": ", pico en N = %1",
    "α = %1": "α = %1",
    "Model": "Modelo",
    "Parameters": "Parámetros",
    "R²": "R²",
    "RMSE (ln)": "RMSE (ln)",
    "AICc": "AICc",
    "Best": "Mejor",
    "Warnings": "Avisos",
    "not fitted: %1": "sin ajuste: %1",
    "n/a": "n/d",
    "best (%1)": "mejor (%1)",
    "%1 %2 = %3: leave-one-out %4 to %5": "%1 %2 = %3: dejando uno fuera, de %4 a %5",
    ", without the largest N %1": ", sin el mayor N %1",
    # ParetoChart
    "Measured (frontier)": "Medido (frontera)",
    "Pareto front": "Frente de Pareto",
    "Cost optimum": "Óptimo de coste",
    "GPU-hours per training run": "GPU-horas por entrenamiento",
    "Time to train (minutes)": "Tiempo de entrenamiento (minutos)",
    "Time vs GPU-hours: no series": "Tiempo frente a GPU-horas: sin serie",
    "Time vs GPU-hours: %1, %2": "Tiempo frente a GPU-horas: %1, %2",
    "At a value of time of %1 per hour, N = %2 minimises cost (optimal from %3 to %4 per hour)":
        "Con un valor del tiempo de %1 por hora, N = %2 minimiza el coste (óptimo de %3 a %4 por hora)",
    "At a value of time of %1 per hour, N = %2 minimises cost (optimal from %3 per hour up)":
        "Con un valor del tiempo de %1 por hora, N = %2 minimiza el coste (óptimo desde %3 por hora)",
    # ThroughputChart
    "Samples/s per GPU (hardware scaling)": "Muestras/s por GPU (escalado del hardware)",
    "Samples to converge (extra samples)": "Muestras hasta converger (muestras adicionales)",
    "GPUs": "GPU",
    "Samples/s per GPU": "Muestras/s por GPU",
    "Samples to converge": "Muestras hasta converger",
    "Throughput: no series": "Rendimiento: sin serie",
    "Throughput: the %1 logs of this series have no samples-to-converge records":
        "Rendimiento: los registros de %1 de esta serie no tienen datos de muestras hasta converger",
    "Throughput: %1, %2": "Rendimiento: %1, %2",
    # AnalysisInsights
    "Keep dominated points": "Mantener puntos dominados",
    "Keep dominated points in the break-even and the fits. A dominated point is no faster than a frontier point with fewer GPUs; it is always drawn, hollow.":
        "Mantener los puntos dominados en el equilibrio y los ajustes. Un punto dominado no es más rápido que un punto de la frontera con menos GPU; siempre se dibuja, hueco.",
    "Speedup and efficiency": "Aceleración y eficiencia",
    "No price per GPU-hour is set (Model and assumptions)": "No se ha fijado un precio por GPU-hora (Modelo y supuestos)",
    "This submission has no power logs": "Este envío no tiene registros de potencia",
    "Fit with a free T1": "Ajustar con T1 libre",
    "Reference: fastest entry at the fewest GPUs": "Referencia: la entrada más rápida con menos GPU",
    "Reference: study rule (fewest GPUs, slowest)": "Referencia: regla del estudio (menos GPU, la más lenta)",
    "A dominated point is no faster than a frontier point with fewer GPUs; it is always drawn, hollow.":
        "Un punto dominado no es más rápido que un punto de la frontera con menos GPU; siempre se dibuja, hueco.",
    "Also fit the time at the reference instead of pinning the curve to it.":
        "Ajustar también el tiempo de la referencia en lugar de fijar la curva en ella.",
    "Caveats and fits": "Advertencias y ajustes",
    "Time vs GPU-hours": "Tiempo frente a GPU-horas",
    "Throughput": "Rendimiento",
    "Uncertainty: %1% bootstrap intervals over %2 resamples of each entry's counted runs (seed %3) are in the readout.":
        "Incertidumbre: los intervalos bootstrap del %1% sobre %2 remuestreos de las ejecuciones contadas de cada entrada (semilla %3) están en la lectura.",
    "Threshold crossing N* ≈ %1, interval %2 to %3 (%4 of %5 resamples cross).":
        "Cruce del umbral N* ≈ %1, intervalo de %2 a %3 (%4 de %5 remuestreos cruzan).",
    # AnalysisWorkspace, ScalingChart, BreakEvenReadout
    "Dominated (not faster than fewer GPUs)": "Dominado (no más rápido que con menos GPU)",
    " (poor fit: R² < 0.5, not to be trusted)": " (mal ajuste: R² < 0,5, no fiable)",
    "Bootstrap interval over the counted runs: speedup %1 to %2 · efficiency %3 to %4":
        "Intervalo bootstrap sobre las ejecuciones contadas: aceleración de %1 a %2 · eficiencia de %3 a %4",
})

# Issue 27 (laptop screens, copy and context menus).
ES.update({
    "&Copy Image": "&Copiar imagen",
    "&Export…": "&Exportar…",
    "&Reset Zoom": "&Restablecer el zoom",
    # File ▸ Export Report as PDF, Print, Print Preview (ui/MainWindowPrint.cpp)
    "Export &Report as PDF…": "Exportar in&forme como PDF…",
    "Write a PDF report of the Scaling tab: charts, verdict, comparison, series table and provenance":
        "Escribir un informe PDF de la pestaña Escalado: gráficos, veredicto, comparación, tabla de la serie y procedencia",
    "&Print…": "&Imprimir…",
    "Print the report of the Scaling tab": "Imprimir el informe de la pestaña Escalado",
    "Print Pre&view…": "&Vista previa de impresión…",
    "Show the report's pages as they will print": "Mostrar las páginas del informe tal como se imprimirán",
    "Export Report": "Exportar informe",
    "PDF documents (*.pdf)": "Documentos PDF (*.pdf)",
    "The report was not exported. %1": "No se exportó el informe. %1",
    "The printer could not be started.": "No se pudo iniciar la impresora.",
    "Print Report": "Imprimir informe",
    "Sent the report to %1": "Informe enviado a %1",
    "Print Preview": "Vista previa de impresión",
    # The report's pages (ui/export/ReportPdf.cpp, ReportPage.cpp)
    "rules unknown": "reglas desconocidas",
    "the %1 rules as published": "las reglas %1 tal como se publicaron",
    "today's %1 rules": "las reglas %1 actuales",
    "the %1 rules": "las reglas %1",
    "embedded sample": "muestra integrada",
    "Round %1, opened from %2, scored with %3": "Ronda %1, abierta desde %2, puntuada con %3",
    "Drawn by scalescope %1 from MLPerf Training results; not an official MLPerf result.":
        "Dibujado por scalescope %1 a partir de resultados de MLPerf Training; no es un resultado oficial de MLPerf.",
    "The PDF could not be started.": "No se pudo iniciar el PDF.",
    "%1 · %2": "%1 · %2",
    "Points A and B": "Puntos A y B",
    "Series (continued)": "Serie (continuación)",
})

# Issue 27, item 6: sessions (File > Save Session, Open Session; ui/viewmodel/SessionFile).
ES.update({
    "unknown field, ignored": "campo desconocido, ignorado",
    "\"%1\": %2": "«%1»: %2",
    "expected text": "se esperaba un texto",
    "expected true or false": "se esperaba true o false",
    "expected a number": "se esperaba un número",
    "%1 is outside %2 to %3": "%1 está fuera del intervalo de %2 a %3",
    "%1 is not above %2 and below %3: the default is used":
        "%1 no es mayor que %2 y menor que %3: se usa el valor predeterminado",
    # FitDiagnosticsPanel: why no model is best
    "No best model: %1": "Ningún modelo preferido: %1",
    # AnalysisSettings: a saved threshold outside (0, 1)
    "The saved efficiency threshold %1 is not above 0 and below 1: the default %2 is used.":
        "El umbral de eficiencia guardado %1 no es mayor que 0 y menor que 1: se usa el valor predeterminado %2.",
    "expected a whole number": "se esperaba un número entero",
    "expected an object": "se esperaba un objeto",
    "expected a list": "se esperaba una lista",
    "unknown rule '%1'": "regla desconocida «%1»",
    "unknown grouping '%1'": "agrupación desconocida «%1»",
    "unknown model '%1'": "modelo desconocido «%1»",
    "expected [min, max] pairs of numbers, min below max":
        "se esperaban pares [mín, máx] de números, con mín menor que máx",
    "a round needs its name; not checked": "una ronda necesita su nombre; no se comprueba",
    "expected a list of paths; an entry is not one": "se esperaba una lista de rutas; una entrada no lo es",
    "it is larger than %1 bytes, more than any session": "ocupa más de %1 bytes, más que cualquier sesión",
    "it is not valid JSON (%1 at byte %2); the file may be truncated":
        "no es JSON válido (%1 en el byte %2); puede que el archivo esté truncado",
    "it is not a scalescope session (no \"format\": \"scalescope-session\")":
        "no es una sesión de scalescope (no tiene \"format\": \"scalescope-session\")",
    "its \"version\" is not a format version (a whole number from 1)":
        "su \"version\" no es una versión del formato (un número entero a partir de 1)",
    "it was written in session format %1, newer than this scalescope reads (up to %2): open it with a newer scalescope":
        "se escribió en el formato de sesión %1, más reciente que los que lee este scalescope (hasta el %2): ábrala con un scalescope más reciente",
    "unknown theme '%1'": "tema desconocido «%1»",
    "it cannot be read: %1": "no se puede leer: %1",
    "round %1 is not among the rounds opened": "la ronda %1 no está entre las rondas abiertas",
    "round %1 changed since the session was saved: its result logs hash to %2 (%3 logs), the session's to %4 (%5 logs)":
        "la ronda %1 cambió desde que se guardó la sesión: el hash de sus registros de resultados es %2 (%3 registros), el de la sesión %4 (%5 registros)",
    "A session is opened on its own, not together with other files; nothing was opened of: %1":
        "Una sesión se abre sola, no junto con otros archivos; no se abrió nada de: %1",
    "Open Se&ssion…": "Abrir se&sión…",
    "Reopen a saved session: its rounds, benchmark, filters, marker, A/B and zoom":
        "Volver a abrir una sesión guardada: sus rondas, benchmark, filtros, marcador, A/B y zoom",
    "Sa&ve Session…": "Guardar s&esión…",
    "Save the rounds opened and this view (filters, reference, prices, marker, A/B, zoom, theme) as a .scalescope-session file":
        "Guardar las rondas abiertas y esta vista (filtros, referencia, precios, marcador, A/B, zoom, tema) como un archivo .scalescope-session",
    "There is nothing to save: no round is open.": "No hay nada que guardar: no hay ninguna ronda abierta.",
    "The session %1 was not opened: %2.": "La sesión %1 no se abrió: %2.",
    "%1 is missing (no such file or folder)": "falta %1 (no existe ese archivo ni esa carpeta)",
    "The session %1 was not opened: none of its rounds is there (%2).":
        "La sesión %1 no se abrió: no está ninguna de sus rondas (%2).",
    "it names none": "no nombra ninguna",
    "Restored the session %1": "Se restauró la sesión %1",
    "The session %1 was restored with differences: %2.": "La sesión %1 se restauró con diferencias: %2.",
    "The session %1 was not restored.": "La sesión %1 no se restauró.",
    "Open Session": "Abrir sesión",
    "scalescope sessions (*.scalescope-session);;All files (*)":
        "Sesiones de scalescope (*.scalescope-session);;Todos los archivos (*)",
    "Save Session": "Guardar sesión",
    "scalescope sessions (*.scalescope-session)": "Sesiones de scalescope (*.scalescope-session)",
    "The session was not saved. %1": "La sesión no se guardó. %1",
    "Round, submitter, system or benchmark folders, or one saved dataset (*.scalescope.json), or one session (*.scalescope-session).":
        "Carpetas de ronda, participante, sistema o benchmark, un conjunto de datos guardado (*.scalescope.json) o una sesión (*.scalescope-session).",
})

# Numerus forms (Spanish: singular, plural).
NUMERUS = {
    "%1 and %n more": ["%1 y %n más", "%1 y %n más"],
}

# (context, source) -> Spanish, where one context needs other words.
CONTEXT = {
    # A table cell beside another: the long form made the window wider than the screen.
    ("scalescope::ui::ComparisonPanel", "no power logs"): "sin registros",
}


# Core's messages (core/util/message_catalog.cpp) by their English, in their own context:
# some are the same words as UI texts translated otherwise. A new message of core's is one
# line in that catalog and its Spanish here.
CORE_MESSAGES = {
    # The reference of a series (core/analysis/figures.h, Series::reference)
    "fastest entry at the fewest GPUs": "la entrada más rápida con menos GPU",
    "study rule: fewest GPUs, slowest among ties": "regla del estudio: menos GPU, la más lenta en empate",
    "chosen point": "punto elegido",
    "reference %1 is not in this series: %2 used": "la referencia %1 no está en esta serie: se usa %2",
    "at %1 GPUs the official score's RCP normalisation multiplies efficiency by %2: throughput efficiency over sample inflation is %3, efficiency on time %4":
        "a %1 GPU la normalización RCP de la puntuación oficial multiplica la eficiencia por %2: la eficiencia en rendimiento entre la inflación de muestras es %3, la eficiencia en tiempo %4",
    "from %1's own reference, %2: %3":
        "desde la referencia propia de %1, %2: %3",
    "N* ≈ %1":
        "N* ≈ %1",
    "no break-even up to N = %1 (lower bound)":
        "sin punto de equilibrio hasta N = %1 (cota inferior)",
    "no step falls below a = %1 on evidence (a single step below it is a caveat, not a break-even): the marginal break-even is beyond the largest N measured":
        "ningún paso cae por debajo de a = %1 con evidencia (un solo paso por debajo es una advertencia, no un punto de equilibrio): el punto de equilibrio marginal está más allá del mayor N medido",
    "%1→%2 GPUs, a = %3":
        "%1→%2 GPU, a = %3",
    "%1→%2 GPUs, a = %3 [%4, %5]":
        "%1→%2 GPU, a = %3 [%4, %5]",
    "one step below marginal return %1 is not a break-even: %2; %3":
        "un solo paso por debajo del rendimiento marginal %1 no es un punto de equilibrio: %2; %3",
    "on throughput a = %1: the larger global batch needed more samples to converge (a convergence dip)":
        "en rendimiento a = %1: el lote global mayor necesitó más muestras para converger (una caída por convergencia)",
    "its run-bootstrap interval reaches %1":
        "su intervalo bootstrap de ejecuciones alcanza %1",
    "it has no run-bootstrap interval, and the next step is not below":
        "no tiene intervalo bootstrap de ejecuciones y el paso siguiente no está por debajo",
    "on throughput (samples/s): the first step below marginal return %1 is %2→%3 GPUs (a = %4)":
        "en rendimiento (muestras/s): el primer paso por debajo del rendimiento marginal %1 es %2→%3 GPU (a = %4)",
    "on throughput (samples/s): no step falls below marginal return %1":
        "en rendimiento (muestras/s): ningún paso cae por debajo del rendimiento marginal %1",
    "its samples to converge are unknown":
        "se desconocen sus muestras hasta converger",
    "it has no bootstrap interval to tell it from run noise":
        "no tiene intervalo bootstrap para distinguirlo del ruido entre ejecuciones",
    "it did not converge in fewer samples than the reference (%1x)":
        "no convergió con menos muestras que la referencia (%1x)",
    "its run bootstrap interval %1 to %2 contains 1, so run noise alone can explain it":
        "su intervalo bootstrap de ejecuciones, de %1 a %2, contiene 1, así que el ruido entre ejecuciones basta para explicarlo",
    "its run bootstrap interval %1 to %2 lies above 1, so run noise alone does not explain it":
        "su intervalo bootstrap de ejecuciones, de %1 a %2, queda por encima de 1, así que el ruido entre ejecuciones no basta para explicarlo",
    "it converged in fewer samples than the reference (%1x)":
        "convergió con menos muestras que la referencia (%1x)",
    "At %1 GPUs (%2) efficiency is %3, above linear: %4; %5.":
        "Con %1 GPU (%2) la eficiencia es %3, por encima de lineal: %4; %5.",
    "%1 submitter":
        "%1 participante",
    "%1 submitters":
        "%1 participantes",
    "%1 system":
        "%1 sistema",
    "%1 systems":
        "%1 sistemas",
    "%1 and %2":
        "%1 y %2",
    "%1, %2":
        "%1, %2",
    "%1; %2":
        "%1; %2",
    "%1 error":
        "%1 error",
    "%1 errors":
        "%1 errores",
    "%1 file":
        "%1 archivo",
    "%1 files":
        "%1 archivos",
    "%1 republished entries":
        "%1 entradas republicadas",
    "%1 republished entry":
        "%1 entrada republicada",
    "%1 entries republish the result logs of earlier entries: %2 (the same MLLOG records); series count each set of logs once, under its first round and system":
        "%1 entradas vuelven a publicar los registros de resultados de entradas anteriores: %2 (los mismos registros MLLOG); las series cuentan cada conjunto de registros una vez, en su primera ronda y sistema",
    "1 entry republishes the result logs of an earlier entry: %1 (the same MLLOG records); series count each set of logs once, under its first round and system":
        "1 entrada vuelve a publicar los registros de resultados de una entrada anterior: %1 (los mismos registros MLLOG); las series cuentan cada conjunto de registros una vez, en su primera ronda y sistema",
    "%1 (first in %2)":
        "%1 (primero en %2)",
    "%1 run":
        "%1 ejecución",
    "%1 runs":
        "%1 ejecuciones",
    "%1 score":
        "%1 puntuación",
    "%1 scores":
        "%1 puntuaciones",
    "%1 warning":
        "%1 aviso",
    "%1 warnings":
        "%1 avisos",
    "run rejected: %1":
        "ejecución rechazada: %1",
    "run accepted with a warning: %1":
        "ejecución aceptada con un aviso: %1",
    "%1; run rejected":
        "%1; ejecución rechazada",
    "%1 in %2; %3 rejected; %4; %5, %6":
        "%1 en %2; rechazadas: %3; %4; %5, %6",
    "%1; INCOMPLETE: %2":
        "%1; INCOMPLETO: %2",
    "is a folder named like a result file; not read as a run":
        "es una carpeta con nombre de archivo de resultados; no se lee como ejecución",
    "not read: only files named result_*.txt are runs":
        "no se lee: solo los archivos llamados result_*.txt son ejecuciones",
    "not a submitter folder (no systems/ and results/ inside); ignored":
        "no es una carpeta de participante (no contiene systems/ ni results/); se ignora",
    "system description without a results folder; no row":
        "descripción de sistema sin carpeta de resultados; sin fila",
    "no score: %1":
        "sin puntuación: %1",
    "energy not computed: %1":
        "energía no calculada: %1",
    "a counted run has no power data":
        "una ejecución contada no tiene datos de potencia",
    "accelerators_per_node x number_of_nodes is %1; scaling figures for this system will be meaningless":
        "accelerators_per_node x number_of_nodes es %1; las cifras de escalado de este sistema no tendrán sentido",
    "scored with ruleset %1 as asked, although the folder name says %2":
        "puntuado con el conjunto de reglas %1 como se pidió, aunque el nombre de la carpeta indica %2",
    "the folder name does not say which round this is; scored with the newest known ruleset, %1 (use --ruleset to choose)":
        "el nombre de la carpeta no indica qué ronda es; puntuado con el conjunto de reglas conocido más reciente, %1 (use --ruleset para elegir)",
    "no system description for %1 (%2); system skipped":
        "no hay descripción de sistema para %1 (%2); sistema omitido",
    "\"%1\" is not a benchmark of ruleset %2 (%3); folder skipped":
        "«%1» no es un benchmark del conjunto de reglas %2 (%3); carpeta omitida",
    "One system family: each point is this submitter's fastest entry of the same system design at that GPU count, a separate submission rather than one run of one machine.":
        "Una familia de sistemas: cada punto es la entrada más rápida de este participante con el mismo diseño de sistema en ese número de GPU, un envío distinto y no una ejecución de una sola máquina.",
    "One system family: each point is this submitter's fastest entry of the same system design at that GPU count, a separate submission rather than one run of one machine; global batch sizes %1 to %2, so part of the loss of efficiency can be convergence, not hardware.":
        "Una familia de sistemas: cada punto es la entrada más rápida de este participante con el mismo diseño de sistema en ese número de GPU, un envío distinto y no una ejecución de una sola máquina; tamaños de lote global de %1 a %2, así que parte de la pérdida de eficiencia puede deberse a la convergencia y no al hardware.",
    "Each point is the fastest entry of some system at that GPU count, not one system measured at every count.":
        "Cada punto es la entrada más rápida de algún sistema en ese número de GPU, no un único sistema medido en cada número.",
    "The curve mixes %1 and %2, so speedup and efficiency describe the best published result at each count, not strong scaling (negative Karp-Flatt values are a sign of it). Group by system family for the closest thing to one strong-scaling curve.":
        "La curva mezcla %1 y %2, así que la aceleración y la eficiencia describen el mejor resultado publicado en cada número, no un escalado fuerte (los valores de Karp-Flatt negativos son un indicio de ello). Agrupe por familia de sistemas para lo más parecido a una sola curva de escalado fuerte.",
    "The curve mixes %1 and %2 (global batch size %3), so speedup and efficiency describe the best published result at each count, not strong scaling (negative Karp-Flatt values are a sign of it). Group by system family for the closest thing to one strong-scaling curve.":
        "La curva mezcla %1 y %2 (tamaño de lote global %3), así que la aceleración y la eficiencia describen el mejor resultado publicado en cada número, no un escalado fuerte (los valores de Karp-Flatt negativos son un indicio de ello). Agrupe por familia de sistemas para lo más parecido a una sola curva de escalado fuerte.",
    "The curve mixes %1 and %2 with global batch sizes %3 to %4, so speedup and efficiency describe the best published result at each count, not strong scaling (negative Karp-Flatt values are a sign of it). Group by system family for the closest thing to one strong-scaling curve.":
        "La curva mezcla %1 y %2 con tamaños de lote global de %3 a %4, así que la aceleración y la eficiencia describen el mejor resultado publicado en cada número, no un escalado fuerte (los valores de Karp-Flatt negativos son un indicio de ello). Agrupe por familia de sistemas para lo más parecido a una sola curva de escalado fuerte.",
    "The curve joins results of %1 rounds (%2).":
        "La curva une resultados de %1 rondas (%2).",
    "Its entries name %1 frameworks (%2): part of what changes from point to point can be software, not scale.":
        "Sus entradas nombran %1 frameworks (%2): parte de lo que cambia de un punto a otro puede ser el software, no la escala.",
    "%1 (also published as %2)":
        "%1 (también publicado como %2)",
    "%1 republishes the result logs of %2 (%3)":
        "%1 vuelve a publicar los registros de resultados de %2 (%3)",
    "%1 republishes the result logs of %2 (%3): left out, counted once as that point":
        "%1 vuelve a publicar los registros de resultados de %2 (%3): se omite, se cuenta una vez como ese punto",
    "%1 republishes result logs first published in %2":
        "%1 vuelve a publicar registros de resultados publicados primero en %2",
    "this series mixes accelerator models (%1): speedups compare different hardware":
        "esta serie mezcla modelos de acelerador (%1): las aceleraciones comparan hardware distinto",
    "%1 cut to %2 of %3 resamples: each resample takes %4 steps (runs drawn and points rebuilt), and one series may take %5; its intervals are coarser":
        "%1 reducido a %2 de %3 remuestreos: cada remuestreo cuesta %4 pasos (ejecuciones extraídas y puntos reconstruidos) y una serie puede usar %5; sus intervalos son más gruesos",
    "%1 left out: each resample takes %2 steps (runs drawn and points rebuilt), and one series may take %3, so fewer than %4 resamples would fit":
        "%1 omitido: cada remuestreo cuesta %2 pasos (ejecuciones extraídas y puntos reconstruidos) y una serie puede usar %3, así que cabrían menos de %4 remuestreos",
    "entry bootstrap":
        "bootstrap de entradas",
    "run bootstrap":
        "bootstrap de ejecuciones",
    "leave one entry out left out: %1":
        "se omitió dejar fuera una entrada: %1",
    "fit diagnostics without each point left out: %1":
        "se omitieron los diagnósticos de ajuste sin cada punto: %1",
    "%1: %2 of %3 scores have power logs":
        "%1: %2 de %3 puntuaciones tienen registros de potencia",
    "%1: %2 of %3 scores has power logs":
        "%1: %2 de %3 puntuaciones tiene registros de potencia",
    "%1: %2 of %3 score have power logs":
        "%1: %2 de %3 puntuación tiene registros de potencia",
    "%1: %2 of %3 score has power logs":
        "%1: %2 de %3 puntuación tiene registros de potencia",
    "lowest AICc among the models with at least two residual degrees of freedom, R^2 > 0 and a leave-one-out error below a constant's":
        "el menor AICc entre los modelos con al menos dos grados de libertad residuales, R^2 > 0 y un error dejando uno fuera menor que el de una constante",
    "exact fit (RMSE = 0) with at least two residual degrees of freedom and a leave-one-out error below a constant's":
        "ajuste exacto (RMSE = 0) con al menos dos grados de libertad residuales y un error dejando uno fuera menor que el de una constante",
    "lowest leave-one-out error among the models with at least two residual degrees of freedom, R^2 > 0 and a leave-one-out error below a constant's (none of them has an AICc)":
        "el menor error dejando uno fuera entre los modelos con al menos dos grados de libertad residuales, R^2 > 0 y un error dejando uno fuera menor que el de una constante (ninguno tiene AICc)",
    "no model fits these points: none with at least two residual degrees of freedom has R^2 > 0 and a leave-one-out error below a constant's":
        "ningún modelo ajusta estos puntos: ninguno con al menos dos grados de libertad residuales tiene R^2 > 0 y un error dejando uno fuera menor que el de una constante",
    "no model chosen: %1":
        "ningún modelo elegido: %1",
    "fits switched off":
        "ajustes desactivados",
    "too few points to prefer a model: none has two residual degrees of freedom (distinct GPU counts minus parameters)":
        "muy pocos puntos para preferir un modelo: ninguno tiene dos grados de libertad residuales (números de GPU distintos menos parámetros)",
    "the curve between N = %1 and %2 (%3x apart) is interpolated, not measured":
        "la curva entre N = %1 y %2 (separados %3x) está interpolada, no medida",
    "USL peak at N = %1 is beyond the largest measured N (%2): extrapolated":
        "el pico de la USL en N = %1 está más allá del mayor N medido (%2): extrapolado",
    "USL peak at N = %1 falls in a %2x gap between measured N = %3 and %4: not measured":
        "el pico de la USL en N = %1 cae en un hueco de %2x entre los N medidos %3 y %4: sin medir",
    "poor fit: R^2 = %1 < 0.5; drawn faded, not to be trusted":
        "ajuste pobre: R^2 = %1 < 0,5; se dibuja atenuado, no es fiable",
    "USL reduces to Amdahl (kappa = 0): sigma is Amdahl's f":
        "la USL se reduce a Amdahl (kappa = 0): sigma es la f de Amdahl",
    "%1 %2 (%3 GPUs)":
        "%1 %2 (%3 GPU)",
    "%1 (reference)":
        "%1 (referencia)",
    "rests on %1":
        "se apoya en %1",
    "this series mixes %1 and %2; the break-even rests on %3":
        "esta serie mezcla %1 y %2; el punto de equilibrio se apoya en %3",
    "run bootstrap (run noise only): N* %1 to %2":
        "bootstrap de ejecuciones (solo el ruido de las ejecuciones): N* de %1 a %2",
    "depends on one entry: without %1 there is no break-even by this rule":
        "depende de una entrada: sin %1 no hay punto de equilibrio según esta regla",
    "most influential entry: %1; without it %2":
        "entrada más influyente: %1; sin ella, %2",
    "no break-even":
        "no hay punto de equilibrio",
    "between %1 and %2 GPUs":
        "entre %1 y %2 GPU",
    "N = %1":
        "N = %1",
    "leaving out any one entry does not move it":
        "dejar fuera cualquier entrada no lo mueve",
    "leave one entry out: none, %1":
        "dejar una entrada fuera: ninguna, %1",
    "leave one entry out: %1 of %2 rebuilds have one, from N = %3 to %4":
        "dejar una entrada fuera: %1 de %2 reconstrucciones tienen uno, de N = %3 a %4",
    "entry bootstrap: N* %1 to %2 (%3 of %4 resamples cross)":
        "bootstrap de entradas: N* de %1 a %2 (%3 de %4 remuestreos cruzan)",
    "entry bootstrap: no resample of the entries crosses (%1 resamples)":
        "bootstrap de entradas: ningún remuestreo de las entradas cruza (%1 remuestreos)",
    "entry bootstrap: none, %1":
        "bootstrap de entradas: ninguno, %1",
    "on throughput (samples/s): efficiency stays >= the threshold up to N = %1":
        "en rendimiento (muestras/s): la eficiencia se mantiene >= el umbral hasta N = %1",
    "on throughput (samples/s): between %1 and %2 GPUs, not measured there":
        "en rendimiento (muestras/s): entre %1 y %2 GPU, sin medir ahí",
    "on throughput (samples/s): N* ≈ %1":
        "en rendimiento (muestras/s): N* ≈ %1",
    "on throughput (samples/s): N = %1":
        "en rendimiento (muestras/s): N = %1",
    "on throughput: %1":
        "en rendimiento: %1",
    "at %1 GPUs efficiency is %2 on time and %3 on throughput: the %4x larger global batch needs %5x the samples to converge; efficiency falls mainly because of convergence, not because throughput stops scaling (convergence share %6)":
        "con %1 GPU la eficiencia es %2 en tiempo y %3 en rendimiento: el lote global %4x mayor necesita %5x las muestras para converger; la eficiencia cae sobre todo por la convergencia, no porque el rendimiento deje de escalar (proporción debida a la convergencia %6)",
    "at %1 GPUs efficiency is %2 on time and %3 on throughput: the %4x larger global batch needs %5x the samples to converge; efficiency falls mainly because throughput stops scaling (convergence share %6)":
        "con %1 GPU la eficiencia es %2 en tiempo y %3 en rendimiento: el lote global %4x mayor necesita %5x las muestras para converger; la eficiencia cae sobre todo porque el rendimiento deja de escalar (proporción debida a la convergencia %6)",
    "at %1 GPUs efficiency is %2 on time and %3 on throughput: it needs %4x the samples to converge; efficiency falls mainly because of convergence, not because throughput stops scaling (convergence share %5)":
        "con %1 GPU la eficiencia es %2 en tiempo y %3 en rendimiento: necesita %4x las muestras para converger; la eficiencia cae sobre todo por la convergencia, no porque el rendimiento deje de escalar (proporción debida a la convergencia %5)",
    "at %1 GPUs efficiency is %2 on time and %3 on throughput: it needs %4x the samples to converge; efficiency falls mainly because throughput stops scaling (convergence share %5)":
        "con %1 GPU la eficiencia es %2 en tiempo y %3 en rendimiento: necesita %4x las muestras para converger; la eficiencia cae sobre todo porque el rendimiento deja de escalar (proporción debida a la convergencia %5)",
    "reference convergence points (RCP) at %1 GPUs: %2":
        "puntos de convergencia de referencia (RCP) con %1 GPU: %2",
    "the batch size alone is expected to need %1x the reference's convergence":
        "solo por el tamaño de lote se espera necesitar %1x la convergencia de la referencia",
    "the runs converged in %1x what the RCPs expect (slower than expected: run luck or tuning)":
        "las ejecuciones convergieron en %1x lo que esperan los RCP (más lento de lo esperado: suerte de la ejecución o ajuste fino)",
    "the runs converged in %1x what the RCPs expect (faster than expected)":
        "las ejecuciones convergieron en %1x lo que esperan los RCP (más rápido de lo esperado)",
    "the runs converged in %1x what the RCPs expect (as expected)":
        "las ejecuciones convergieron en %1x lo que esperan los RCP (como se esperaba)",
    "time vs throughput: %1":
        "tiempo frente a rendimiento: %1",
    "%1":
        "%1",
    "only %1 distinct GPU counts (needs %2)":
        "solo %1 números de GPU distintos (hacen falta %2)",
    "only %1 distinct GPU count (needs %2)":
        "solo %1 número de GPU distinto (hacen falta %2)",
    "no point reaches efficiency %1":
        "ningún punto alcanza la eficiencia %1",
    "down between N = %1 and %2":
        "hacia abajo entre N = %1 y %2",
    "up between N = %1 and %2":
        "hacia arriba entre N = %1 y %2",
    "efficiency crosses %1 %2 times (%3); reported: the last N with E >= %1":
        "la eficiencia cruza %1 %2 veces (%3); se indica el último N con E >= %1",
    "no crossing: efficiency stays >= %1 up to the largest N measured":
        "sin cruce: la eficiencia se mantiene >= %1 hasta el mayor N medido",
    "%1; it stays >= %2 up to the largest N measured":
        "%1; se mantiene >= %2 hasta el mayor N medido",
    "efficiency falls below %1 between %2 and %3 GPUs, not measured there (%4 apart): no single N*":
        "la eficiencia cae por debajo de %1 entre %2 y %3 GPU, sin medir ahí (separados %4): no hay un único N*",
    "none: no step between measured GPU counts grows N by >= %1x":
        "ninguno: ningún paso entre números de GPU medidos multiplica N por >= %1x",
    "no step falls below a = %1: the marginal break-even is beyond the largest N measured":
        "ningún paso cae por debajo de a = %1: el equilibrio marginal está más allá del mayor N medido",
    "not enough points: %1":
        "no hay puntos suficientes: %1",
    "no knee: the speedup is flat":
        "sin codo: la aceleración es plana",
    "no knee: the log-log speedup curve has no pronounced bend (Kneedle, S = 1)":
        "sin codo: la curva log-log de aceleración no tiene una curvatura marcada (Kneedle, S = 1)",
    "needs a price per accelerator-hour (none is assumed) to weigh GPU-hours against the value of time":
        "necesita un precio por hora de acelerador (no se supone ninguno) para sopesar las horas de GPU frente al valor del tiempo",
    "no points":
        "sin puntos",
    "only 1 distinct GPU count: nothing to compare":
        "solo 1 número de GPU distinto: nada que comparar",
    "no fitted curve: %1":
        "sin curva ajustada: %1",
    "the fitted curve is undefined between min and max N":
        "la curva ajustada no está definida entre el N mínimo y el máximo",
    "modelled: minimum of the fitted %1 curve between min and max N":
        "modelado: mínimo de la curva %1 ajustada entre el N mínimo y el máximo",
    "no fitted curve selected":
        "ninguna curva ajustada elegida",
    "no valid reference point":
        "ningún punto de referencia válido",
    "needs >= %1 distinct GPU counts, has %2":
        "necesita >= %1 números de GPU distintos, tiene %2",
    "the USL is undefined at these points (reference above the smallest N)":
        "la USL no está definida en estos puntos (referencia por encima del menor N)",
    "refitting without each of %1 points is over the work budget of one series (%2 steps)":
        "reajustar sin cada uno de los %1 puntos supera el presupuesto de trabajo de una serie (%2 pasos)",
    "%1 rebuilds of %2 entries each are over the work budget of one series (%3 steps)":
        "%1 reconstrucciones de %2 entradas cada una superan el presupuesto de trabajo de una serie (%3 pasos)",
    "entry bootstrap switched off":
        "bootstrap de entradas desactivado",
    "only %1 distinct GPU counts (the entry bootstrap needs %2)":
        "solo %1 números de GPU distintos (el bootstrap de entradas necesita %2)",
    "fewer than %1 resamples of %2 entries fit in the work budget of one series (%3 steps)":
        "caben menos de %1 remuestreos de %2 entradas en el presupuesto de trabajo de una serie (%3 pasos)",
    "samples to converge for only %1 of the curve's GPU counts (at least 3 are needed)":
        "muestras hasta converger en solo %1 de los números de GPU de la curva (hacen falta al menos 3)",
    "no samples to converge at N = %1 or at the reference":
        "sin muestras hasta converger en N = %1 o en la referencia",
    "efficiency at N = %1 is not below 1: nothing lost":
        "la eficiencia en N = %1 no es menor que 1: no se pierde nada",
    "no series":
        "sin serie",
    "only %1 GPU counts measured (at least 3 are needed)":
        "solo se midieron %1 números de GPU (hacen falta al menos 3)",
    "only %1 GPU count measured (at least 3 are needed)":
        "solo se midió %1 número de GPU (hacen falta al menos 3)",
    "efficiency stays >= %1 up to N = %2 and no other rule fires on evidence":
        "la eficiencia se mantiene >= %1 hasta N = %2 y ninguna otra regla se activa con evidencia",
    "no rule gives an estimate up to N = %1":
        "ninguna regla da una estimación hasta N = %1",
    "defined for p > 1 only (N above the reference's)":
        "definido solo para p > 1 (N por encima del de la referencia)",
    "republished from %1: counted once, under its first round":
        "republicado de %1: se cuenta una vez, en su primera ronda",
    "not on the frontier":
        "no está en la frontera",
    "dominated: not faster than a frontier point with fewer GPUs":
        "dominado: no es más rápido que un punto de la frontera con menos GPU",
    "first frontier point: no smaller N to compare with":
        "primer punto de la frontera: no hay un N menor con el que comparar",
    "different benchmarks (%1, %2)":
        "benchmarks distintos (%1, %2)",
    "a point has no time or no accelerators":
        "un punto no tiene tiempo o no tiene aceleradores",
    "%1 of %2 runs were rejected; at most %3 may be, so there is no score":
        "se rechazaron %1 de %2 ejecuciones; como mucho puede haber %3, así que no hay puntuación",
    "no result_*.txt files":
        "ningún archivo result_*.txt",
    "only %1 valid runs: none is left after dropping the fastest and slowest":
        "solo %1 ejecuciones válidas: no queda ninguna al descartar la más rápida y la más lenta",
    "%1; no score":
        "%1; sin puntuación",
    "the folder cannot be read: %1":
        "no se puede leer la carpeta: %1",
    "invalid JSON: %1 at character %2 of the record":
        "JSON no válido: %1 en el carácter %2 del registro",
    "the MLLOG record is %1 bytes long, over the limit of %2 bytes (64 MiB) for one line; not read":
        "el registro MLLOG ocupa %1 bytes, más que el límite de %2 bytes (64 MiB) para una línea; no se lee",
    "the MLLOG record is not a JSON object":
        "el registro MLLOG no es un objeto JSON",
    "the MLLOG record has no \"%1\" field":
        "el registro MLLOG no tiene el campo «%1»",
    "time_ms is not a number: %1":
        "time_ms no es un número: %1",
    "time_ms is null":
        "time_ms es nulo",
    "time_ms is not a number":
        "time_ms no es un número",
    "%1: %2":
        "%1: %2",
    "%1 more %2 lines not listed":
        "%1 líneas más de tipo «%2» sin listar",
    "unparseable MLLOG":
        "MLLOG ilegible",
    "malformed MLLOG record":
        "registro MLLOG mal formado",
    "unreadable power log":
        "registro de potencia ilegible",
    "line %1: ":
        "línea %1: ",
    "aggregated record: ":
        "registro agregado: ",
    "line %1: %2":
        "línea %1: %2",
    "%1 (waived: %2)":
        "%1 (dispensado: %2)",
    "%1: %2 more failures like the above":
        "%1: %2 fallos más como los anteriores",
    "%1: END check failed: %2":
        "%1: falló la comprobación END: %2",
    "%1%2 check failed: %3":
        "%1%2: falló la comprobación %3",
    "%1: expected exactly one occurrence, found 0":
        "%1: se esperaba exactamente una aparición, hay 0",
    "%1: expected exactly one occurrence, found %2 with different values":
        "%1: se esperaba exactamente una aparición, hay %2 con valores distintos",
    "%1: expected exactly one occurrence, found %2 with the same value (accepted, as the official checker does)":
        "%1: se esperaba exactamente una aparición, hay %2 con el mismo valor (se acepta, como hace el verificador oficial)",
    "%1: expected at least one occurrence, found 0":
        "%1: se esperaba al menos una aparición, hay 0",
    "%1: expected at least %2 occurrences, found %3":
        "%1: se esperaban al menos %2 apariciones, hay %3",
    "%1 or %2":
        "%1 o %2",
    "%1: expected at least one occurrence of either, found none":
        "%1: se esperaba al menos una aparición de alguno, no hay ninguna",
    "%1: quality target not met by any of the %2 occurrences: %3":
        "%1: ninguna de las %2 apariciones alcanza el objetivo de calidad: %3",
    "Log lines had parsing errors.":
        "Hubo errores al analizar líneas del registro.",
    "No log lines detected.":
        "No se detectó ninguna línea de registro.",
    "line %1: parse error: %2":
        "línea %1: error de análisis: %2",
    "line %1: malformed record (%2); the official checker crashes on it, so the run is rejected":
        "línea %1: registro mal formado (%2); el verificador oficial falla con él, así que se rechaza la ejecución",
    "%1; and %2 more":
        "%1; y %2 más",
    "failed compliance":
        "no cumple las reglas",
    "the run time is not a number (run_start time_ms %1, run_stop time_ms %2)":
        "el tiempo de ejecución no es un número (time_ms de run_start %1, time_ms de run_stop %2)",
    "run_stop (time_ms %1) is earlier than run_start (time_ms %2)":
        "run_stop (time_ms %1) es anterior a run_start (time_ms %2)",
    "%1 time_ms %2 is past 2^53 ms, where milliseconds are no longer exact; not a plausible time":
        "el time_ms %2 de %1 pasa de 2^53 ms, donde los milisegundos dejan de ser exactos; no es un tiempo plausible",
    "the run lasts %1 days (run_start time_ms %2, run_stop time_ms %3), more than a year; not a plausible run time":
        "la ejecución dura %1 días (time_ms de run_start %2, time_ms de run_stop %3), más de un año; no es un tiempo de ejecución plausible",
    "no run_start and run_stop pair, so there is no run time":
        "no hay un par run_start y run_stop, así que no hay tiempo de ejecución",
    "cannot open: %1":
        "no se puede abrir: %1",
    "cannot read: %1":
        "no se puede leer: %1",
    "is a folder, not a file":
        "es una carpeta, no un archivo",
    "is a FIFO, not a regular file":
        "es un FIFO, no un archivo normal",
    "is a device, not a regular file":
        "es un dispositivo, no un archivo normal",
    "is a socket, not a regular file":
        "es un socket, no un archivo normal",
    "is not a regular file":
        "no es un archivo normal",
    "grew while being read (it had %1 bytes); read it again when it is complete":
        "creció mientras se leía (tenía %1 bytes); léalo de nuevo cuando esté completo",
    "shrank while being read (%1 bytes expected, %2 read); read it again when it is complete":
        "se redujo mientras se leía (se esperaban %1 bytes, se leyeron %2); léalo de nuevo cuando esté completo",
    "is %1 bytes (%2), over %3; not read":
        "ocupa %1 bytes (%2), más que %3; no se lee",
    "is at least %1 bytes (%2), over %3; not read":
        "ocupa al menos %1 bytes (%2), más que %3; no se lee",
    "the limit of %1 for one file":
        "el límite de %1 para un archivo",
    "the limit of %1 for a dataset file":
        "el límite de %1 para un archivo de conjunto de datos",
    "what is left (%1) of the import's budget of %2":
        "lo que queda (%1) del presupuesto de la importación de %2",
    "line %1 is longer than the limit of %2 for one line (%3 bytes); not read":
        "la línea %1 supera el límite de %2 para una línea (%3 bytes); no se lee",
    "has a line longer than the limit of %1 for one line (%2 bytes); not read":
        "tiene una línea que supera el límite de %1 para una línea (%2 bytes); no se lee",
    "cannot list this folder (%1); skipped":
        "no se puede listar esta carpeta (%1); se omite",
    "cannot list this folder (%1)":
        "no se puede listar esta carpeta (%1)",
    "listing stopped early (%1); the rest of this folder is skipped":
        "el listado se detuvo antes de tiempo (%1); se omite el resto de esta carpeta",
    "is both a file and a folder in the archive; the file is kept":
        "es a la vez un archivo y una carpeta en el archivo comprimido; se conserva el archivo",
    "is both a folder and a file in the archive; the folder is kept":
        "es a la vez una carpeta y un archivo en el archivo comprimido; se conserva la carpeta",
    "is inside %1, which is a file in the archive; not read":
        "está dentro de %1, que es un archivo en el archivo comprimido; no se lee",
    "appears more than once in the archive; the first copy is used":
        "aparece más de una vez en el archivo comprimido; se usa la primera copia",
    "is not a folder in the archive; skipped":
        "no es una carpeta en el archivo comprimido; se omite",
    "is not in the archive":
        "no está en el archivo comprimido",
    "has no name; not read":
        "no tiene nombre; no se lee",
    "has an absolute path; not read":
        "tiene una ruta absoluta; no se lee",
    "has a drive letter (an absolute Windows path); not read":
        "tiene una letra de unidad (una ruta absoluta de Windows); no se lee",
    "has a \"..\" component, which would point outside the archive; not read":
        "tiene un componente «..», que apuntaría fuera del archivo comprimido; no se lee",
    "is a hard link (to %1); not read":
        "es un enlace duro (a %1); no se lee",
    "is a symbolic link (to %1); not read":
        "es un enlace simbólico (a %1); no se lee",
    "is a device file; not read":
        "es un archivo de dispositivo; no se lee",
    "is a FIFO; not read":
        "es un FIFO; no se lee",
    "is a socket; not read":
        "es un socket; no se lee",
    "has an unknown entry type; not read":
        "tiene un tipo de entrada desconocido; no se lee",
    "is %1, more than the limit of %2 for one file (no MLPerf log is that big); not read":
        "ocupa %1, más que el límite de %2 para un archivo (ningún registro de MLPerf es tan grande); no se lee",
    "the archive is truncated: it ends before %1 is complete (%2); nothing after that was read":
        "el archivo comprimido está truncado: termina antes de que %1 esté completo (%2); no se leyó nada después",
    "the archive is damaged or truncated (%1); nothing could be read from it":
        "el archivo comprimido está dañado o truncado (%1); no se pudo leer nada de él",
    "the archive is damaged or truncated (%1); entries after %2 were not read":
        "el archivo comprimido está dañado o truncado (%1); no se leyeron las entradas posteriores a %2",
    "the archive unpacks to more than %1, the limit for one import; reading stopped in %2 and the rest was not read":
        "el archivo comprimido se descomprime en más de %1, el límite para una importación; la lectura se detuvo en %2 y el resto no se leyó",
    "%1: cannot be read as an archive (%2)":
        "%1: no se puede leer como archivo comprimido (%2)",
    "%1: the archive holds no files":
        "%1: el archivo comprimido no contiene archivos",
    "%1: nothing could be read (%2)":
        "%1: no se pudo leer nada (%2)",
    "%1: no such file or folder":
        "%1: no existe ese archivo o carpeta",
    "%1: neither a folder nor an archive (.zip, .tar.gz, .tgz, .tar.xz); open datasets with their own command":
        "%1: no es una carpeta ni un archivo comprimido (.zip, .tar.gz, .tgz, .tar.xz); abra los conjuntos de datos con su propia orden",
    "%1: not an MLPerf round, submitter, system or benchmark folder (a round holds <submitter>/systems and <submitter>/results)":
        "%1: no es una carpeta de ronda, participante, sistema o benchmark de MLPerf (una ronda contiene <participante>/systems y <participante>/results)",
    "nothing to import":
        "nada que importar",
    "nothing to import: give at least one folder or archive":
        "nada que importar: indique al menos una carpeta o un archivo comprimido",
    "the import was cancelled":
        "se canceló la importación",
    "unknown ruleset %1 for %2; known rulesets: %3":
        "conjunto de reglas %1 desconocido para %2; conjuntos de reglas conocidos: %3",
    "not valid JSON (%1)":
        "no es JSON válido (%1)",
    "too large to hold in memory":
        "demasiado grande para caber en memoria",
    "the JSON is nested deeper than %1 levels; system skipped":
        "el JSON está anidado a más de %1 niveles; sistema omitido",
    "not valid JSON (%1); system skipped":
        "no es JSON válido (%1); sistema omitido",
    "the system description is not a JSON object; system skipped":
        "la descripción del sistema no es un objeto JSON; sistema omitido",
    "the field \"%1\" is missing; system skipped":
        "falta el campo «%1»; sistema omitido",
    "\"%1\" is %2, not an integer; system skipped":
        "«%1» es %2, no un entero; sistema omitido",
    "\"%1\" is %2, a negative count; system skipped":
        "«%1» es %2, un número negativo; sistema omitido",
    "\"%1\" is %2, more than %3 (2^31 - 1), not a plausible count; system skipped":
        "«%1» es %2, más de %3 (2^31 - 1), no es un número plausible; sistema omitido",
    "%1 is %2, more than %3; system skipped":
        "%1 es %2, más de %3; sistema omitido",
    "scaling.json: %1":
        "scaling.json: %1",
    "scaling.json is not valid JSON (%1)":
        "scaling.json no es JSON válido (%1)",
    "scaling.json has no numeric \"scaling_factor\"":
        "scaling.json no tiene un «scaling_factor» numérico",
    "scaling.json has \"scaling_factor\" %1, not a positive number":
        "scaling.json tiene «scaling_factor» %1, que no es un número positivo",
    "no benchmark '%1' (present: %2)":
        "no hay ningún benchmark «%1» (presentes: %2)",
    "benchmark '%1' names different models in these rounds (%2); name the model":
        "el benchmark «%1» designa modelos distintos en estas rondas (%2); indique el modelo",
    "%1: the quality target changed in %2 (%3 before, %4 from then on); no factor spans the change":
        "%1: el objetivo de calidad cambió en %2 (%3 antes, %4 desde entonces); ningún factor abarca el cambio",
    "no scored closed-division entry of %1 in these rounds":
        "ninguna entrada puntuada de la división cerrada de %1 en estas rondas",
    "no entry of %1 at %2 GPUs (measured at %3)":
        "ninguna entrada de %1 con %2 GPU (medido con %3)",
    "%1 has no node_*.txt power log":
        "%1 no tiene ningún registro de potencia node_*.txt",
    "%1: the power logs give an energy that is not a number":
        "%1: los registros de potencia dan una energía que no es un número",
    "%1: power_reading at line %2 is not a number":
        "%1: power_reading en la línea %2 no es un número",
    "%1: no power_measurement_start record":
        "%1: ningún registro power_measurement_start",
    "%1: the power measurement window is empty (stop equals start)":
        "%1: la ventana de medida de potencia está vacía (el final es igual al inicio)",
    "%1: interconnect_power_est at line %2 is not a number":
        "%1: interconnect_power_est en la línea %2 no es un número",
    # Core's file layer as messages at their source (issue 27 item 8): a path and its
    # problem apart, the archive's remaining refusals, the rules each edition applies.
    "listing stopped early (%1)":
        "el listado se detuvo antes de tiempo (%1)",
    "no such file or folder":
        "no existe ese archivo o carpeta",
    "neither a folder nor an archive (.zip, .tar.gz, .tgz, .tar.xz); open datasets with their own command":
        "no es una carpeta ni un archivo comprimido (.zip, .tar.gz, .tgz, .tar.xz); abra los conjuntos de datos con su propia orden",
    "not an MLPerf round, submitter, system or benchmark folder (a round holds <submitter>/systems and <submitter>/results)":
        "no es una carpeta de ronda, participante, sistema o benchmark de MLPerf (una ronda contiene <participante>/systems y <participante>/results)",
    "is not a folder in the archive":
        "no es una carpeta en el archivo comprimido",
    "has a header that cannot be read (%1); not read":
        "tiene una cabecera que no se puede leer (%1); no se lee",
    "the archive holds more than %1 entries, the limit for one import (no round has that many files); the rest was not read":
        "el archivo comprimido contiene más de %1 entradas, el límite para una importación (ninguna ronda tiene tantos archivos); el resto no se leyó",
    "could not be read completely (%1); not imported":
        "no se pudo leer completo (%1); no se importa",
    "unpacks to more than the limit of %1 for one file (no MLPerf log is that big); not read":
        "se descomprime en más que el límite de %1 para un archivo (ningún registro de MLPerf es tan grande); no se lee",
    "the archive unpacks to more than %1 times its size (a decompression bomb, not a round); reading stopped in %2 and the rest was not read":
        "el archivo comprimido se descomprime en más de %1 veces su tamaño (una bomba de descompresión, no una ronda); la lectura se detuvo en %2 y el resto no se leyó",
    "its first entry":
        "su primera entrada",
    "the entry after %1":
        "la entrada que sigue a %1",
    "cannot read archives (libarchive could not start)":
        "no se pueden leer archivos comprimidos (libarchive no pudo iniciarse)",
    "cannot be read as an archive (%1)":
        "no se puede leer como archivo comprimido (%1)",
    "was not kept in memory when the archive was read":
        "no se conservó en memoria al leer el archivo comprimido",
    "%1 : %2":
        "%1: %2",
    "%1 %2":
        "%1 %2",
    # A dataset file that is not one (core/dataset/dataset_io.cpp), opened in the app.
    "the document is not a JSON object":
        "el documento no es un objeto JSON",
    "is not an object":
        "no es un objeto",
    "missing field \"%1\"":
        "falta el campo \"%1\"",
    "field \"%1\" must be a string":
        "el campo \"%1\" debe ser una cadena",
    "field \"%1\" must be an integer":
        "el campo \"%1\" debe ser un entero",
    "field \"%1\" must be an integer that fits in 64 bits":
        "el campo \"%1\" debe ser un entero que quepa en 64 bits",
    "field \"%1\" must be an integer that fits in 32 bits":
        "el campo \"%1\" debe ser un entero que quepa en 32 bits",
    "field \"%1\" must be a number":
        "el campo \"%1\" debe ser un número",
    "field \"%1\" must be true or false":
        "el campo \"%1\" debe ser true o false",
    "field \"%1\" must be an array":
        "el campo \"%1\" debe ser una lista",
    "field \"%1\" must not be negative":
        "el campo \"%1\" no debe ser negativo",
    "field \"line\" must be a line number":
        "el campo \"line\" debe ser un número de línea",
    "unknown run status \"%1\"":
        "estado de ejecución \"%1\" desconocido",
    "unknown severity \"%1\" or kind \"%2\"":
        "gravedad \"%1\" o tipo \"%2\" desconocidos",
    "not a scalescope dataset (\"format\" is %1, expected \"%2\")":
        "no es un conjunto de datos de scalescope (\"format\" es %1; se esperaba \"%2\")",
    "unsupported dataset version %1 (this build reads version %2); a newer scalescope may read it":
        "versión de conjunto de datos %1 no admitida (esta compilación lee la versión %2); puede que un scalescope más reciente la lea",
    "nested deeper than %1 levels (a dataset file nests 10)":
        "anidado a más de %1 niveles (un archivo de conjunto de datos anida 10)",
    "a string of %1 bytes":
        "una cadena de %1 bytes",
    "a JSON %1":
        "un valor JSON de tipo %1",
    "accepted under %1; %2 reject it: %3":
        "aceptada con %1; %2 la rechazan: %3",
    "rejected under %1; %2 accept it":
        "rechazada con %1; %2 la aceptan",
    "the rules of ruleset %1 cannot be used: %2":
        "las reglas del conjunto %1 no se pueden usar: %2",
    "the %1 rules as published":
        "las reglas %1 tal como se publicaron",
    "today's %1 rules":
        "las reglas %1 actuales",
}
CONTEXT.update({("CoreMessages", english): spanish for english, spanish in CORE_MESSAGES.items()})


def catalog_english() -> list:
    """The English templates of core's catalog, in its order, each once."""
    text = CATALOG.read_text(encoding="utf-8")
    body = text[text.index("std::vector<MessageTemplate> catalog{"):text.index("std::sort(")]
    # Comments, string literals and braces, in order: an entry is {"id", "English" "..."}.
    tokens = re.findall(r'//[^\n]*|/\*.*?\*/|"(?:[^"\\\n]|\\.)*"|[{}]', body, re.S)
    escapes = {"n": "\n", "t": "\t"}
    english, entry = [], None
    for token in tokens:
        if token == "{":
            entry = []
        elif token == "}":
            if entry and len(entry) >= 2:
                english.append("".join(entry[1:]))
            entry = None
        elif token.startswith('"') and entry is not None:
            entry.append(re.sub(r"\\(.)", lambda m: escapes.get(m.group(1), m.group(1)), token[1:-1]))
    if len(english) < 50:
        sys.exit(f"fill_es.py: found only {len(english)} messages in {CATALOG}")
    return list(dict.fromkeys(english))


def update_core_messages(root: ET.Element) -> None:
    """Makes the "CoreMessages" context hold core's English templates, each once."""
    english = catalog_english()
    context = next((c for c in root.findall("context") if c.findtext("name") == "CoreMessages"), None)
    if context is None:
        context = ET.SubElement(root, "context")
        ET.SubElement(context, "name").text = "CoreMessages"
    wanted = set(english)
    present = set()
    for message in context.findall("message"):
        source = message.findtext("source")
        if source in wanted and source not in present:
            present.add(source)
        else:
            context.remove(message)
    for source in english:
        if source not in present:
            message = ET.SubElement(context, "message")
            ET.SubElement(message, "source").text = source
            ET.SubElement(message, "translation", type="unfinished")
    for source in CORE_MESSAGES:
        if source not in wanted:
            print(f"not core's: CORE_MESSAGES has {source!r}, which {CATALOG.name} lacks")


def main() -> int:
    tree = ET.parse(TS)
    update_core_messages(tree.getroot())
    missing = []
    for context in tree.getroot().findall("context"):
        name = context.findtext("name")
        for message in context.findall("message"):
            source = message.findtext("source")
            translation = message.find("translation")
            if translation is None:
                translation = ET.SubElement(message, "translation")
            if message.get("numerus") == "yes":
                forms = NUMERUS.get(source)
                if forms is None:
                    if translation.get("type") == "unfinished":
                        missing.append((name, source))
                    continue
                for child in list(translation):
                    translation.remove(child)
                translation.text = None
                for form in forms:
                    ET.SubElement(translation, "numerusform").text = form
                translation.attrib.pop("type", None)
                continue
            spanish = CONTEXT.get((name, source), ES.get(source))
            if spanish is None:
                if translation.get("type") == "unfinished" or not translation.text:
                    missing.append((name, source))
                continue
            translation.text = spanish
            translation.attrib.pop("type", None)
    ET.indent(tree, space="    ")
    with open(TS, "wb") as out:
        out.write(b'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
        tree.write(out, encoding="utf-8", xml_declaration=False)
        out.write(b"\n")
    for name, source in missing:
        print(f"untranslated: {name}: {source!r}")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
