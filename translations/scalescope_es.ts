<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
    <context>
        <name>RulesFolder</name>
        <message>
            <source>Compliance rules</source>
            <translation>Reglas de cumplimiento</translation>
        </message>
        <message>
            <source>Scoring with the built-in rules (%1)</source>
            <translation>Se puntúa con las reglas integradas (%1)</translation>
        </message>
        <message>
            <source>%1 holds no training_X.Y.Z rules folder. Choose an mlperf_logging checkout, its compliance_checker folder or one training_X.Y.Z folder.</source>
            <translation>%1 no contiene ninguna carpeta de reglas training_X.Y.Z. Elija una copia de mlperf_logging, su carpeta compliance_checker o una carpeta training_X.Y.Z.</translation>
        </message>
        <message>
            <source>The rules in %1 cannot be used: %2</source>
            <translation>Las reglas de %1 no se pueden usar: %2</translation>
        </message>
        <message>
            <source> The built-in rules are used instead.</source>
            <translation> Se usan las reglas integradas en su lugar.</translation>
        </message>
        <message>
            <source>Compliance &amp;Rules</source>
            <translation>&amp;Reglas de cumplimiento</translation>
        </message>
        <message>
            <source>Use Official Rules &amp;Folder…</source>
            <translation>Usar una &amp;carpeta de reglas oficiales…</translation>
        </message>
        <message>
            <source>Score rounds opened from now on with an official mlperf_logging compliance_checker folder, for a round newer than this build</source>
            <translation>Puntuar las rondas que se abran a partir de ahora con una carpeta compliance_checker oficial de mlperf_logging, para una ronda más reciente que esta versión</translation>
        </message>
        <message>
            <source>Use &amp;Built-in Rules</source>
            <translation>Usar las reglas &amp;integradas</translation>
        </message>
        <message>
            <source>; reopen a round to score it again</source>
            <translation>; vuelva a abrir una ronda para puntuarla de nuevo</translation>
        </message>
        <message>
            <source>In use: built-in rules (%1)</source>
            <translation>En uso: reglas integradas (%1)</translation>
        </message>
        <message>
            <source>In use: %1</source>
            <translation>En uso: %1</translation>
        </message>
        <message>
            <source>Official Rules Folder (mlperf_logging or compliance_checker)</source>
            <translation>Carpeta de reglas oficiales (mlperf_logging o compliance_checker)</translation>
        </message>
        <message>
            <source>Rules as &amp;Published</source>
            <translation>Reglas tal como se &amp;publicaron</translation>
        </message>
        <message>
            <source>Score each round with the rules of its release, as MLCommons published its scores</source>
            <translation>Puntuar cada ronda con las reglas de su versión, tal como MLCommons publicó sus puntuaciones</translation>
        </message>
        <message>
            <source>&amp;Today's Rules</source>
            <translation>Reglas &amp;actuales</translation>
        </message>
        <message>
            <source>Score every round with today's compliance rules; the import report names the runs they decide otherwise</source>
            <translation>Puntuar todas las rondas con las reglas de cumplimiento actuales; el informe de importación nombra las ejecuciones que deciden de otro modo</translation>
        </message>
        <message>
            <source>Scoring with the rules as each round was published</source>
            <translation>Se puntúa con las reglas tal como se publicó cada ronda</translation>
        </message>
        <message>
            <source>Scoring with today's compliance rules</source>
            <translation>Se puntúa con las reglas de cumplimiento actuales</translation>
        </message>
    </context>
    <context>
        <name>runGui</name>
        <message>
            <source>Explore how AI training scales with GPU count, from MLPerf Training results.</source>
            <translation>Explore cómo escala el entrenamiento de IA con el número de GPU, a partir de los resultados de MLPerf Training.</translation>
        </message>
        <message>
            <source>Round, submitter, system or benchmark folders, or one saved dataset (*.scalescope.json), or one session (*.scalescope-session).</source>
            <translation>Carpetas de ronda, participante, sistema o benchmark, un conjunto de datos guardado (*.scalescope.json) o una sesión (*.scalescope-session).</translation>
        </message>
    </context>
    <context>
        <name>scalescope::ui::AnalysisViewModel</name>
        <message>
            <source>no round</source>
            <translation>sin ronda</translation>
        </message>
        <message>
            <source>all divisions</source>
            <translation>todas las divisiones</translation>
        </message>
        <message>
            <source>all availabilities</source>
            <translation>todas las disponibilidades</translation>
        </message>
        <message>
            <source>raw times before RCP scaling</source>
            <translation>tiempos brutos antes del escalado RCP</translation>
        </message>
        <message>
            <source>derived from MLPerf results, not an official result</source>
            <translation>derivado de resultados de MLPerf, no es un resultado oficial</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <source>No break-even up to N = %1: efficiency stays ≥ %2 and no other rule triggered</source>
            <translation>Sin punto de equilibrio hasta N = %1: la eficiencia se mantiene ≥ %2 y ninguna otra regla se activa</translation>
        </message>
        <message>
            <source>closed</source>
            <comment>MLPerf division</comment>
            <translation>cerrada</translation>
        </message>
        <message>
            <source>open</source>
            <comment>MLPerf division</comment>
            <translation>abierta</translation>
        </message>
    </context>
    <context>
        <name>scalescope::ui::AnalysisInsights</name>
        <message>
            <source>Fit with a free T1</source>
            <translation>Ajustar con T1 libre</translation>
        </message>
        <message>
            <source>Reference: fastest entry at the fewest GPUs</source>
            <translation>Referencia: la entrada más rápida con menos GPU</translation>
        </message>
        <message>
            <source>Reference: study rule (fewest GPUs, slowest)</source>
            <translation>Referencia: regla del estudio (menos GPU, la más lenta)</translation>
        </message>
        <message>
            <source>Also fit the time at the reference instead of pinning the curve to it.</source>
            <translation>Ajustar también el tiempo de la referencia en lugar de fijar la curva en ella.</translation>
        </message>
        <message>
            <source>Uncertainty: %1% bootstrap intervals over %2 resamples of each entry's counted runs (seed %3) are in the readout.</source>
            <translation>Incertidumbre: los intervalos bootstrap del %1% sobre %2 remuestreos de las ejecuciones contadas de cada entrada (semilla %3) están en la lectura.</translation>
        </message>
        <message>
            <source>Threshold crossing N* ≈ %1, interval %2 to %3 (%4 of %5 resamples cross).</source>
            <translation>Cruce del umbral N* ≈ %1, intervalo de %2 a %3 (%4 de %5 remuestreos cruzan).</translation>
        </message>
        <message>
            <source>Which entry the speedup and efficiency are measured against</source>
            <translation>La entrada con la que se miden la aceleración y la eficiencia</translation>
        </message>
        <message>
            <source>Keep dominated points</source>
            <translation>Mantener puntos dominados</translation>
        </message>
        <message>
            <source>Keep dominated points in the break-even and the fits. A dominated point is no faster than a frontier point with fewer GPUs; it is always drawn, hollow.</source>
            <translation>Mantener los puntos dominados en el equilibrio y los ajustes. Un punto dominado no es más rápido que un punto de la frontera con menos GPU; siempre se dibuja, hueco.</translation>
        </message>
    </context>
    <context>
        <name>scalescope::ui::AnalysisWorkspace</name>
        <message>
            <source>Filter the series table by submitter, system…</source>
            <translation>Filtrar la tabla de la serie por participante, sistema…</translation>
        </message>
        <message>
            <source>Compare two configurations</source>
            <translation>Comparar dos configuraciones</translation>
        </message>
        <message>
            <source>Series table (the points both charts draw)</source>
            <translation>Tabla de la serie (los puntos que dibujan ambos gráficos)</translation>
        </message>
        <message>
            <source>No series</source>
            <translation>Sin serie</translation>
        </message>
        <message>
            <source>Click a point on either chart to make it the reference</source>
            <translation>Haga clic en un punto de cualquiera de los gráficos para convertirlo en la referencia</translation>
        </message>
        <message>
            <source>Speedup and efficiency</source>
            <translation>Aceleración y eficiencia</translation>
        </message>
        <message>
            <source>Time vs GPU-hours</source>
            <translation>Tiempo frente a GPU-horas</translation>
        </message>
        <message>
            <source>Throughput</source>
            <translation>Rendimiento</translation>
        </message>
        <message>
            <source>Caveats and fits</source>
            <translation>Advertencias y ajustes</translation>
        </message>
        <message>
            <source>Reference: %1, %2 · N = %3 · %4 min (%5)</source>
            <translation>Referencia: %1, %2 · N = %3 · %4 min (%5)</translation>
        </message>
    </context>
    <context>
        <name>scalescope::ui::BreakEvenReadout</name>
        <message>
            <source>Moves the break-even marker across both charts</source>
            <translation>Mueve el marcador de equilibrio en ambos gráficos</translation>
        </message>
        <message>
            <source>Detected break-even</source>
            <translation>Equilibrio detectado</translation>
        </message>
        <message>
            <source>Put the marker back on the detected break-even</source>
            <translation>Devolver el marcador al equilibrio detectado</translation>
        </message>
        <message>
            <source>Break-even marker</source>
            <translation>Marcador de equilibrio</translation>
        </message>
        <message>
            <source>Continuous</source>
            <translation>Continuo</translation>
        </message>
        <message>
            <source>Move between measured GPU counts (interpolated as the θ crossing N* is) and along the fitted curve beyond them</source>
            <translation>Moverse entre los números de GPU medidos (interpolados como el cruce de θ N*) y por la curva ajustada más allá</translation>
        </message>
    </context>
    <context>
        <name>scalescope::ui::CaveatNote</name>
        <message>
            <source>Caveat: %1</source>
            <translation>Advertencia: %1</translation>
        </message>
        <message>
            <source>Warning: %1</source>
            <translation>Aviso: %1</translation>
        </message>
        <message>
            <source>%1 fit: %2</source>
            <translation>ajuste %1: %2</translation>
        </message>
        <message>
            <source>Energy: %1</source>
            <translation>Energía: %1</translation>
        </message>
        <message>
            <source>Amdahl</source>
            <translation>Amdahl</translation>
        </message>
        <message>
            <source>USL</source>
            <translation>USL</translation>
        </message>
        <message>
            <source>Power law</source>
            <translation>Ley de potencia</translation>
        </message>
    </context>
    <context>
        <name>scalescope::ui::ComparisonPanel</name>
        <message>
            <source>Configuration A: a point of the series, by GPU count</source>
            <translation>Configuración A: un punto de la serie, por número de GPU</translation>
        </message>
        <message>
            <source>Configuration B: a point of the series, by GPU count</source>
            <translation>Configuración B: un punto de la serie, por número de GPU</translation>
        </message>
        <message>
            <source>A</source>
            <translation>A</translation>
        </message>
        <message>
            <source>B</source>
            <translation>B</translation>
        </message>
        <message>
            <source>B / A</source>
            <translation>B / A</translation>
        </message>
        <message>
            <source>GPUs</source>
            <translation>GPU</translation>
        </message>
        <message>
            <source>Minutes</source>
            <translation>Minutos</translation>
        </message>
        <message>
            <source>Efficiency (derived)</source>
            <translation>Eficiencia (derivada)</translation>
        </message>
        <message>
            <source>GPU-hours (derived)</source>
            <translation>Horas-GPU (derivadas)</translation>
        </message>
        <message>
            <source>Cost (derived)</source>
            <translation>Coste (derivado)</translation>
        </message>
        <message>
            <source>Energy (kWh)</source>
            <translation>Energía (kWh)</translation>
        </message>
        <message>
            <source>Not comparable: %1</source>
            <translation>No comparables: %1</translation>
        </message>
        <message>
            <source>B is as fast as A</source>
            <translation>B es tan rápido como A</translation>
        </message>
        <message>
            <source>B is %1x faster</source>
            <translation>B es %1x más rápido</translation>
        </message>
        <message>
            <source>B is %1x slower</source>
            <translation>B es %1x más lento</translation>
        </message>
        <message>
            <source>the same number of GPUs</source>
            <translation>el mismo número de GPU</translation>
        </message>
        <message>
            <source>%1x the GPUs</source>
            <translation>%1x las GPU</translation>
        </message>
        <message>
            <source>%1 using %2: %3x the GPU-hours</source>
            <translation>%1 usando %2: %3x las GPU-horas</translation>
        </message>
        <message>
            <source>N = %1 · %2
%3</source>
            <translation>N = %1 · %2
%3</translation>
        </message>
        <message>
            <source>No price per GPU-hour is set (Model and assumptions)</source>
            <translation>No se ha fijado un precio por GPU-hora (Modelo y supuestos)</translation>
        </message>
        <message>
            <source>This submission has no power logs</source>
            <translation>Este envío no tiene registros de potencia</translation>
        </message>
    </context>
    <context>
        <name>scalescope::ui::DatasetLoader</name>
        <message>
            <source>the embedded dataset</source>
            <translation>el conjunto de datos integrado</translation>
        </message>
        <message>
            <source>no MLPerf results were found in %1 (expected &lt;submitter&gt;/systems/&lt;id&gt;.json and &lt;submitter&gt;/results/&lt;id&gt;/…)</source>
            <translation>no se encontraron resultados de MLPerf en %1 (se esperaba &lt;submitter&gt;/systems/&lt;id&gt;.json y &lt;submitter&gt;/results/&lt;id&gt;/…)</translation>
        </message>
        <message>
            <source>import failed unexpectedly: %1</source>
            <translation>la importación falló de forma inesperada: %1</translation>
        </message>
    </context>
    <context>
        <name>scalescope::ui::DownloadRoundDialog</name>
        <message>
            <source>downloaded, %1</source>
            <translation>descargada, %1</translation>
        </message>
        <message>
            <source>partly downloaded (%1), resumes</source>
            <translation>descargada en parte (%1), se reanuda</translation>
        </message>
        <message>
            <source>not downloaded</source>
            <translation>sin descargar</translation>
        </message>
        <message>
            <source>MLPerf Training %1 — %2 (%3)</source>
            <translation>MLPerf Training %1 — %2 (%3)</translation>
        </message>
        <message>
            <source>Download again even if it is in the cache</source>
            <translation>Descargar de nuevo aunque esté en la caché</translation>
        </message>
        <message>
            <source>Download Round</source>
            <translation>Descargar ronda</translation>
        </message>
        <message>
            <source>The public MLPerf Training result rounds, one repository each at %1 (training_results_vX.Y), published by MLCommons under the Apache-2.0 licence. A downloaded round is kept in %2 and opens from there without the network.</source>
            <translation>Las rondas públicas de resultados de MLPerf Training, un repositorio cada una en %1 (training_results_vX.Y), publicadas por MLCommons bajo la licencia Apache-2.0. Una ronda descargada se guarda en %2 y se abre desde allí sin red.</translation>
        </message>
        <message>
            <source>Another round, e.g. v6.1</source>
            <translation>Otra ronda, p. ej. v6.1</translation>
        </message>
        <message>
            <source>&amp;Download and Open</source>
            <translation>&amp;Descargar y abrir</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Cerrar</translation>
        </message>
        <message>
            <source>Checking the archive of %1…</source>
            <translation>Comprobando el archivo de %1…</translation>
        </message>
        <message>
            <source>Choose a round.</source>
            <translation>Elija una ronda.</translation>
        </message>
        <message>
            <source>&amp;Open</source>
            <translation>&amp;Abrir</translation>
        </message>
        <message>
            <source>&amp;Cancel Download</source>
            <translation>&amp;Cancelar la descarga</translation>
        </message>
        <message>
            <source>Connecting for %1…</source>
            <translation>Conectando para %1…</translation>
        </message>
        <message>
            <source>Downloading %1: %2 of %3</source>
            <translation>Descargando %1: %2 de %3</translation>
        </message>
        <message>
            <source>Downloading %1: %2</source>
            <translation>Descargando %1: %2</translation>
        </message>
        <message>
            <source>%1 is in the cache; opening it.</source>
            <translation>%1 está en la caché; abriéndola.</translation>
        </message>
        <message>
            <source>%1 downloaded and checked; opening it.</source>
            <translation>%1 descargada y comprobada; abriéndola.</translation>
        </message>
        <message>
            <source>The download of %1 was cancelled; nothing of it was kept.</source>
            <translation>Se canceló la descarga de %1; no se ha guardado nada de ella.</translation>
        </message>
        <message>
            <source>Download &amp;Round…</source>
            <translation>Descargar &amp;ronda…</translation>
        </message>
        <message>
            <source>Download a public MLPerf Training round from MLCommons into the cache and open it</source>
            <translation>Descargar una ronda pública de MLPerf Training de MLCommons en la caché y abrirla</translation>
        </message>
    </context>
    <context>
        <name>scalescope::ui::FiltersPanel</name>
        <message>
            <source>Overlay</source>
            <translation>Superponer</translation>
        </message>
        <message>
            <source>None</source>
            <translation>Ninguna</translation>
        </message>
        <message>
            <source>%1 more series</source>
            <translation>%1 series más</translation>
        </message>
        <message>
            <source>Draw other series of this benchmark on the same charts (families, accelerators or rounds, as grouped), each in its colour with its own break-even marker</source>
            <translation>Dibujar otras series de este benchmark en los mismos gráficos (familias, aceleradores o rondas, según la agrupación), cada una en su color con su propio marcador de equilibrio</translation>
        </message>
        <message>
            <source>Frontier</source>
            <translation>Frontera</translation>
        </message>
        <message>
            <source>All points</source>
            <translation>Todos los puntos</translation>
        </message>
        <message>
            <source>Scaled (official)</source>
            <translation>Escalados (oficial)</translation>
        </message>
        <message>
            <source>Raw</source>
            <translation>Brutos</translation>
        </message>
        <message>
            <source>Accelerator model</source>
            <translation>Modelo de acelerador</translation>
        </message>
        <message>
            <source>Submitter</source>
            <translation>Participante</translation>
        </message>
        <message>
            <source>Framework</source>
            <translation>Framework</translation>
        </message>
        <message>
            <source>System family</source>
            <translation>Familia de sistemas</translation>
        </message>
        <message>
            <source>All accelerators together</source>
            <translation>Todos los aceleradores juntos</translation>
        </message>
        <message>
            <source>System family across rounds</source>
            <translation>Familia de sistemas entre rondas</translation>
        </message>
        <message>
            <source>Amdahl</source>
            <translation>Amdahl</translation>
        </message>
        <message>
            <source>USL (Gunther)</source>
            <translation>USL (Gunther)</translation>
        </message>
        <message>
            <source>Power law</source>
            <translation>Ley de potencia</translation>
        </message>
        <message>
            <source>Break-even and fits use the fastest point at each N</source>
            <translation>El equilibrio y los ajustes usan el punto más rápido de cada N</translation>
        </message>
        <message>
            <source>Break-even and fits use every point (geometric mean per N)</source>
            <translation>El equilibrio y los ajustes usan todos los puntos (media geométrica por N)</translation>
        </message>
        <message>
            <source>Olympic mean of the runs before RCP scaling, not the official score</source>
            <translation>Media olímpica de las ejecuciones antes del escalado RCP, no la puntuación oficial</translation>
        </message>
        <message>
            <source>Efficiency threshold θ of the break-even rule (analysis.md §4.1)</source>
            <translation>Umbral de eficiencia θ de la regla de equilibrio (analysis.md §4.1)</translation>
        </message>
        <message>
            <source>Value of one hour of waiting, for the cost optimum (§4.4)</source>
            <translation>Valor de una hora de espera, para el óptimo de coste (§4.4)</translation>
        </message>
        <message>
            <source>Series</source>
            <translation>Serie</translation>
        </message>
        <message>
            <source>Benchmark</source>
            <translation>Benchmark</translation>
        </message>
        <message>
            <source>Accelerator</source>
            <translation>Acelerador</translation>
        </message>
        <message>
            <source>Availability</source>
            <translation>Disponibilidad</translation>
        </message>
        <message>
            <source>Division</source>
            <translation>División</translation>
        </message>
        <message>
            <source>Group by</source>
            <translation>Agrupar por</translation>
        </message>
        <message>
            <source>Curve</source>
            <translation>Curva</translation>
        </message>
        <message>
            <source>Times</source>
            <translation>Tiempos</translation>
        </message>
        <message>
            <source>Model and assumptions</source>
            <translation>Modelo y supuestos</translation>
        </message>
        <message>
            <source>Fitted curve</source>
            <translation>Curva ajustada</translation>
        </message>
        <message>
            <source>Efficiency threshold θ</source>
            <translation>Umbral de eficiencia θ</translation>
        </message>
        <message>
            <source>Price per GPU-hour</source>
            <translation>Precio por hora-GPU</translation>
        </message>
        <message>
            <source>Value of time per hour</source>
            <translation>Valor del tiempo por hora</translation>
        </message>
        <message>
            <source>All accelerators</source>
            <translation>Todos los aceleradores</translation>
        </message>
        <message>
            <source>All submitters</source>
            <translation>Todos los participantes</translation>
        </message>
        <message>
            <source>All availabilities</source>
            <translation>Todas las disponibilidades</translation>
        </message>
        <message>
            <source>All divisions</source>
            <translation>Todas las divisiones</translation>
        </message>
        <message>
            <source>Round</source>
            <translation>Ronda</translation>
        </message>
        <message>
            <source>All rounds</source>
            <translation>Todas las rondas</translation>
        </message>
        <message>
            <source>Grouping across rounds uses every round</source>
            <translation>Agrupar entre rondas usa todas las rondas</translation>
        </message>
        <message>
            <source>The round the series come from</source>
            <translation>La ronda de la que vienen las series</translation>
        </message>
        <message>
            <source>Best model (none when no model qualifies)</source>
            <translation>Mejor modelo (ninguno si ningún modelo cumple)</translation>
        </message>
        <message>
            <source>Price per accelerator-hour of the shown accelerator model, for cost and the cost optimum; each model keeps its own. None: GPU-hours only</source>
            <translation>Precio por hora de acelerador del modelo mostrado, para el coste y el óptimo de coste; cada modelo guarda el suyo. Ninguno: solo horas-GPU</translation>
        </message>
        <message>
            <source>none</source>
            <translation>ninguno</translation>
        </message>
    </context>
    <context>
        <name>scalescope::ui::FitDiagnosticsPanel</name>
        <message>
            <source>Amdahl</source>
            <translation>Amdahl</translation>
        </message>
        <message>
            <source>USL</source>
            <translation>USL</translation>
        </message>
        <message>
            <source>Power law</source>
            <translation>Ley de potencia</translation>
        </message>
        <message>
            <source>f = %1, 1/f = %2</source>
            <translation>f = %1, 1/f = %2</translation>
        </message>
        <message>
            <source>σ = %1, κ = %2</source>
            <translation>σ = %1, κ = %2</translation>
        </message>
        <message>
            <source>, peak at N = %1</source>
            <translation>, pico en N = %1</translation>
        </message>
        <message>
            <source>α = %1</source>
            <translation>α = %1</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>Modelo</translation>
        </message>
        <message>
            <source>Parameters</source>
            <translation>Parámetros</translation>
        </message>
        <message>
            <source>R²</source>
            <translation>R²</translation>
        </message>
        <message>
            <source>RMSE (ln)</source>
            <translation>RMSE (ln)</translation>
        </message>
        <message>
            <source>AICc</source>
            <translation>AICc</translation>
        </message>
        <message>
            <source>Best</source>
            <translation>Mejor</translation>
        </message>
        <message>
            <source>Warnings</source>
            <translation>Avisos</translation>
        </message>
        <message>
            <source>not fitted: %1</source>
            <translation>sin ajuste: %1</translation>
        </message>
        <message>
            <source>n/a</source>
            <translation>n/d</translation>
        </message>
        <message>
            <source>best (%1)</source>
            <translation>mejor (%1)</translation>
        </message>
        <message>
            <source>%1 %2 = %3: leave-one-out %4 to %5</source>
            <translation>%1 %2 = %3: dejando uno fuera, de %4 a %5</translation>
        </message>
        <message>
            <source>, without the largest N %1</source>
            <translation>, sin el mayor N %1</translation>
        </message>
        <message>
            <source>No best model: %1</source>
            <translation>Ningún modelo preferido: %1</translation>
        </message>
    </context>
    <context>
        <name>scalescope::ui::HardwarePanel</name>
        <message>
            <source>Benchmark:</source>
            <translation>Benchmark:</translation>
        </message>
        <message>
            <source>GPUs:</source>
            <translation>GPU:</translation>
        </message>
        <message>
            <source>Export PNG…</source>
            <translation>Exportar PNG…</translation>
        </message>
        <message>
            <source>Export SVG…</source>
            <translation>Exportar SVG…</translation>
        </message>
        <message>
            <source>Export CSV…</source>
            <translation>Exportar CSV…</translation>
        </message>
        <message>
            <source>vs previous round: the same model at this GPU count in its latest earlier round (what software brought). vs previous generation: the model it succeeds, at this GPU count, same round or its latest earlier one (what hardware brought). Above 1 is faster.</source>
            <translation>Frente a la ronda anterior: el mismo modelo con este número de GPU en su ronda anterior más reciente (lo que aportó el software). Frente a la generación anterior: el modelo al que sucede, con este número de GPU, en la misma ronda o en la anterior más reciente (lo que aportó el hardware). Por encima de 1 es más rápido.</translation>
        </message>
        <message>
            <source>No scored benchmark in the rounds open.</source>
            <translation>No hay ningún benchmark puntuado en las rondas abiertas.</translation>
        </message>
        <message>
            <source>No benchmark '%1' in the rounds open.</source>
            <translation>No hay ningún benchmark «%1» en las rondas abiertas.</translation>
        </message>
        <message>
            <source>%1 at %2 GPUs: each accelerator model's fastest entry per round, closed division</source>
            <translation>%1 con %2 GPU: la entrada más rápida de cada modelo de acelerador por ronda, división cerrada</translation>
        </message>
        <message>
            <source> (%1 GPUs: the count with the most accelerator models)</source>
            <translation> (%1 GPU: el número con más modelos de acelerador)</translation>
        </message>
        <message>
            <source>%1 at %2 GPUs, minutes (lower is faster)</source>
            <translation>%1 con %2 GPU, minutos (menos es más rápido)</translation>
        </message>
        <message>
            <source>minutes</source>
            <translation>minutos</translation>
        </message>
        <message>
            <source>%1: best time at each GPU count measured in two rounds or more (log scale)</source>
            <translation>%1: mejor tiempo con cada número de GPU medido en dos rondas o más (escala logarítmica)</translation>
        </message>
        <message>
            <source>%1 GPUs</source>
            <translation>%1 GPU</translation>
        </message>
        <message>
            <source>%1: progress needs two rounds; the rounds open have it in one only</source>
            <translation>%1: el progreso necesita dos rondas; las rondas abiertas lo tienen solo en una</translation>
        </message>
        <message>
            <source>. Republished entries left out (the result logs of an entry published before): %1</source>
            <translation>. Entradas republicadas excluidas (los registros de resultados de una entrada publicada antes): %1</translation>
        </message>
    </context>
    <context>
        <name>scalescope::ui::HardwareTableModel</name>
        <message>
            <source>Round</source>
            <translation>Ronda</translation>
        </message>
        <message>
            <source>Accelerator</source>
            <translation>Acelerador</translation>
        </message>
        <message>
            <source>Minutes</source>
            <translation>Minutos</translation>
        </message>
        <message>
            <source>Entry</source>
            <translation>Entrada</translation>
        </message>
        <message>
            <source>vs previous round</source>
            <translation>frente a la ronda anterior</translation>
        </message>
        <message>
            <source>vs previous generation</source>
            <translation>frente a la generación anterior</translation>
        </message>
    </context>
    <context>
        <name>HardwareExport</name>
        <message>
            <source>There is nothing to export: %1</source>
            <translation>No hay nada que exportar: %1</translation>
        </message>
    </context>
    <context>
        <name>scalescope::ui::ImportReportDock</name>
        <message>
            <source>Import Report</source>
            <translation>Informe de importación</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>Copiar</translation>
        </message>
        <message>
            <source>Copy every report item to the clipboard as text</source>
            <translation>Copiar todos los elementos del informe al portapapeles como texto</translation>
        </message>
        <message>
            <source>Nothing to report.</source>
            <translation>Nada que informar.</translation>
        </message>
        <message>
            <source>%1: %2, %3, %4</source>
            <translation>%1: %2, %3, %4</translation>
        </message>
        <message>
            <source>item</source>
            <translation>elemento</translation>
        </message>
        <message>
            <source>items</source>
            <translation>elementos</translation>
        </message>
        <message>
            <source>error</source>
            <translation>error</translation>
        </message>
        <message>
            <source>errors</source>
            <translation>errores</translation>
        </message>
        <message>
            <source>warning</source>
            <translation>advertencia</translation>
        </message>
        <message>
            <source>warnings</source>
            <translation>advertencias</translation>
        </message>
        <message>
            <source>note</source>
            <translation>nota</translation>
        </message>
        <message>
            <source>notes</source>
            <translation>notas</translation>
        </message>
    </context>
    <context>
        <name>scalescope::ui::ImportReportModel</name>
        <message>
            <source>Info</source>
            <translation>Información</translation>
        </message>
        <message>
            <source>Warning</source>
            <translation>Advertencia</translation>
        </message>
        <message>
            <source>Error</source>
            <translation>Error</translation>
        </message>
        <message>
            <source>Severity</source>
            <translation>Gravedad</translation>
        </message>
        <message>
            <source>Path</source>
            <translation>Ruta</translation>
        </message>
        <message>
            <source>Line</source>
            <translation>Línea</translation>
        </message>
        <message>
            <source>Message</source>
            <translation>Mensaje</translation>
        </message>
    </context>
    <context>
        <name>scalescope::ui::MainWindow</name>
        <message>
            <source>&amp;Edit</source>
            <translation>&amp;Editar</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Deshacer</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Rehacer</translation>
        </message>
        <message>
            <source>Take back the last analysis choice (filters, reference, threshold, marker, A/B…)</source>
            <translation>Deshacer la última elección del análisis (filtros, referencia, umbral, marcador, A/B…)</translation>
        </message>
        <message>
            <source>Make again the analysis choice last undone</source>
            <translation>Volver a hacer la última elección del análisis deshecha</translation>
        </message>
        <message>
            <source>Open &amp;Recent</source>
            <translation>Abrir &amp;reciente</translation>
        </message>
        <message>
            <source>Save Dataset &amp;As…</source>
            <translation>Guardar conjunto de datos &amp;como…</translation>
        </message>
        <message>
            <source>Save what is shown as a .scalescope.json dataset that opens without importing</source>
            <translation>Guardar lo que se muestra como un conjunto de datos .scalescope.json que se abre sin importar</translation>
        </message>
        <message>
            <source>Export Chart as &amp;PNG…</source>
            <translation>Exportar gráfico como &amp;PNG…</translation>
        </message>
        <message>
            <source>Export Chart as &amp;SVG…</source>
            <translation>Exportar gráfico como &amp;SVG…</translation>
        </message>
        <message>
            <source>Write the speedup and efficiency charts as a scalable SVG</source>
            <translation>Escribir los gráficos de aceleración y eficiencia como SVG escalable</translation>
        </message>
        <message>
            <source>Export &amp;Table as CSV…</source>
            <translation>Exportar &amp;tabla como CSV…</translation>
        </message>
        <message>
            <source>Write the table of the selected series, as sorted and filtered, as CSV</source>
            <translation>Escribir la tabla de la serie seleccionada, ordenada y filtrada, como CSV</translation>
        </message>
        <message>
            <source>No recent files</source>
            <translation>No hay archivos recientes</translation>
        </message>
        <message>
            <source>&amp;Clear List</source>
            <translation>&amp;Borrar lista</translation>
        </message>
        <message>
            <source>Save Dataset</source>
            <translation>Guardar conjunto de datos</translation>
        </message>
        <message>
            <source>There is no dataset to save yet.</source>
            <translation>Todavía no hay ningún conjunto de datos que guardar.</translation>
        </message>
        <message>
            <source>Save Dataset As</source>
            <translation>Guardar conjunto de datos como</translation>
        </message>
        <message>
            <source>scalescope datasets (*.scalescope.json)</source>
            <translation>Conjuntos de datos de scalescope (*.scalescope.json)</translation>
        </message>
        <message>
            <source>The dataset was not saved. %1</source>
            <translation>No se guardó el conjunto de datos. %1</translation>
        </message>
        <message>
            <source>Saved %1</source>
            <translation>Guardado %1</translation>
        </message>
        <message>
            <source>SVG images (*.svg)</source>
            <translation>Imágenes SVG (*.svg)</translation>
        </message>
        <message>
            <source>PNG images (*.png)</source>
            <translation>Imágenes PNG (*.png)</translation>
        </message>
        <message>
            <source>Export Chart</source>
            <translation>Exportar gráfico</translation>
        </message>
        <message>
            <source>The chart was not exported. %1</source>
            <translation>No se exportó el gráfico. %1</translation>
        </message>
        <message>
            <source>Exported %1</source>
            <translation>Exportado %1</translation>
        </message>
        <message>
            <source>Export Table</source>
            <translation>Exportar tabla</translation>
        </message>
        <message>
            <source>CSV files (*.csv)</source>
            <translation>Archivos CSV (*.csv)</translation>
        </message>
        <message>
            <source>The table was not exported. %1</source>
            <translation>No se exportó la tabla. %1</translation>
        </message>
        <message numerus="yes">
            <source>%1 and %n more</source>
            <translation>
                <numerusform>%1 y %n más</numerusform>
                <numerusform>%1 y %n más</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 systems; %2 scores; from a saved dataset (no import report)</source>
            <translation>%1 sistemas; %2 puntuaciones; de un conjunto de datos guardado (sin informe de importación)</translation>
        </message>
        <message>
            <source>Scaling</source>
            <translation>Escalado</translation>
        </message>
        <message>
            <source>Scores</source>
            <translation>Puntuaciones</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Archivo</translation>
        </message>
        <message>
            <source>Open &amp;Folder…</source>
            <translation>Abrir &amp;carpeta…</translation>
        </message>
        <message>
            <source>Import an MLPerf Training round, submitter, system or benchmark folder</source>
            <translation>Importar una carpeta de ronda, participante, sistema o benchmark de MLPerf Training</translation>
        </message>
        <message>
            <source>Open &amp;Archive…</source>
            <translation>Abrir archivo c&amp;omprimido…</translation>
        </message>
        <message>
            <source>Import a round from a .zip or .tar(.gz/.xz/.bz2/.zst) archive</source>
            <translation>Importar una ronda desde un archivo .zip o .tar(.gz/.xz/.bz2/.zst)</translation>
        </message>
        <message>
            <source>Open &amp;Dataset…</source>
            <translation>Abrir conjunto de &amp;datos…</translation>
        </message>
        <message>
            <source>Open a saved dataset (*.scalescope.json)</source>
            <translation>Abrir un conjunto de datos guardado (*.scalescope.json)</translation>
        </message>
        <message>
            <source>Show &amp;Sample</source>
            <translation>Mostrar &amp;muestra</translation>
        </message>
        <message>
            <source>Show the built-in sample round</source>
            <translation>Mostrar la ronda de muestra integrada</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Salir</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Ver</translation>
        </message>
        <message>
            <source>Open MLPerf Training Results Folder</source>
            <translation>Abrir carpeta de resultados de MLPerf Training</translation>
        </message>
        <message>
            <source>Open Results Archive</source>
            <translation>Abrir archivo comprimido de resultados</translation>
        </message>
        <message>
            <source>Archives (*.zip *.tar *.tar.gz *.tgz *.tar.xz *.tar.bz2 *.tar.zst);;All files (*)</source>
            <translation>Archivos comprimidos (*.zip *.tar *.tar.gz *.tgz *.tar.xz *.tar.bz2 *.tar.zst);;Todos los archivos (*)</translation>
        </message>
        <message>
            <source>Open Dataset</source>
            <translation>Abrir conjunto de datos</translation>
        </message>
        <message>
            <source>scalescope datasets (*.scalescope.json);;All files (*)</source>
            <translation>Conjuntos de datos de scalescope (*.scalescope.json);;Todos los archivos (*)</translation>
        </message>
        <message>
            <source>This build has no sample dataset. Open a results folder with File ▸ Open Folder…</source>
            <translation>Esta compilación no incluye conjunto de datos de muestra. Abra una carpeta de resultados con Archivo ▸ Abrir carpeta…</translation>
        </message>
        <message>
            <source>the sample dataset</source>
            <translation>el conjunto de datos de muestra</translation>
        </message>
        <message>
            <source>Importing</source>
            <translation>Importando</translation>
        </message>
        <message>
            <source>Importing %1…</source>
            <translation>Importando %1…</translation>
        </message>
        <message>
            <source>Opening %1…</source>
            <translation>Abriendo %1…</translation>
        </message>
        <message>
            <source>Sample: %1</source>
            <translation>Muestra: %1</translation>
        </message>
        <message>
            <source>Opened %1</source>
            <translation>Abierto %1</translation>
        </message>
        <message>
            <source>No dataset is shown.</source>
            <translation>No se muestra ningún conjunto de datos.</translation>
        </message>
        <message>
            <source>Still showing %1.</source>
            <translation>Se sigue mostrando %1.</translation>
        </message>
        <message>
            <source>Import failed: %1. %2</source>
            <translation>La importación falló: %1. %2</translation>
        </message>
        <message>
            <source>Import of %1 cancelled. %2</source>
            <translation>Importación de %1 cancelada. %2</translation>
        </message>
        <message>
            <source>scalescope — no dataset</source>
            <translation>scalescope — sin conjunto de datos</translation>
        </message>
        <message>
            <source>%1 — scalescope</source>
            <translation>%1 — scalescope</translation>
        </message>
        <message>
            <source>Write the speedup and efficiency charts, stacked, as a 1600x1000 PNG</source>
            <translation>Escribir los gráficos de aceleración y eficiencia, apilados, como PNG de 1600x1000</translation>
        </message>
        <message>
            <source>&amp;Theme</source>
            <translation>&amp;Tema</translation>
        </message>
        <message>
            <source>&amp;System</source>
            <translation>&amp;Sistema</translation>
        </message>
        <message>
            <source>&amp;Light</source>
            <translation>&amp;Claro</translation>
        </message>
        <message>
            <source>&amp;Dark</source>
            <translation>&amp;Oscuro</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>A&amp;yuda</translation>
        </message>
        <message>
            <source>&amp;Guide</source>
            <translation>&amp;Guía</translation>
        </message>
        <message>
            <source>How to use scalescope: the README, shown in the app</source>
            <translation>Cómo usar scalescope: el README, mostrado en la aplicación</translation>
        </message>
        <message>
            <source>&amp;Keyboard Shortcuts</source>
            <translation>&amp;Atajos de teclado</translation>
        </message>
        <message>
            <source>&amp;About scalescope</source>
            <translation>Acerca &amp;de scalescope</translation>
        </message>
        <message>
            <source>Break-even marker ▸ previous / next GPU count</source>
            <translation>Marcador de equilibrio ▸ número de GPU anterior / siguiente</translation>
        </message>
        <message>
            <source>Left / Right (slider focused)</source>
            <translation>Izquierda / Derecha (con el deslizador enfocado)</translation>
        </message>
        <message>
            <source>Break-even marker ▸ smallest / largest GPU count</source>
            <translation>Marcador de equilibrio ▸ número de GPU menor / mayor</translation>
        </message>
        <message>
            <source>Home / End (slider focused)</source>
            <translation>Inicio / Fin (con el deslizador enfocado)</translation>
        </message>
        <message>
            <source>Chart ▸ zoom to a box</source>
            <translation>Gráfico ▸ ampliar a un recuadro</translation>
        </message>
        <message>
            <source>Left drag on the plot</source>
            <translation>Arrastrar con el botón izquierdo sobre el gráfico</translation>
        </message>
        <message>
            <source>Chart ▸ zoom around the pointer</source>
            <translation>Gráfico ▸ ampliar alrededor del puntero</translation>
        </message>
        <message>
            <source>Wheel (over an axis: that axis only)</source>
            <translation>Rueda (sobre un eje: solo ese eje)</translation>
        </message>
        <message>
            <source>Chart ▸ pan</source>
            <translation>Gráfico ▸ desplazar</translation>
        </message>
        <message>
            <source>Middle drag, or Shift + left drag</source>
            <translation>Arrastrar con el botón central, o Mayús + botón izquierdo</translation>
        </message>
        <message>
            <source>Chart ▸ reset zoom</source>
            <translation>Gráfico ▸ restablecer el zoom</translation>
        </message>
        <message>
            <source>Esc (chart focused) or double-click on the plot</source>
            <translation>Esc (con el gráfico enfocado) o doble clic sobre el gráfico</translation>
        </message>
        <message>
            <source>scalescope Guide</source>
            <translation>Guía de scalescope</translation>
        </message>
        <message>
            <source>Keyboard Shortcuts</source>
            <translation>Atajos de teclado</translation>
        </message>
        <message>
            <source>Action</source>
            <translation>Acción</translation>
        </message>
        <message>
            <source>Shortcut</source>
            <translation>Atajo</translation>
        </message>
        <message>
            <source>&lt;h3&gt;scalescope %1&lt;/h3&gt;&lt;p&gt;Explore how AI training scales with GPU count, from the public MLCommons MLPerf Training results: scores computed as the official summarizer does, speedup, parallel efficiency and the break-even GPU count.&lt;/p&gt;&lt;p&gt;The results are published by MLCommons under the Apache-2.0 licence (github.com/mlcommons/training_results_vX.Y). Figures marked &lt;i&gt;derived&lt;/i&gt; are computed by scalescope and are not official MLPerf results.&lt;/p&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;scalescope %1&lt;/h3&gt;&lt;p&gt;Explore cómo escala el entrenamiento de IA con el número de GPU, a partir de los resultados públicos de MLCommons MLPerf Training: puntuaciones calculadas como lo hace el resumidor oficial, aceleración, eficiencia paralela y el número de GPU del punto de equilibrio.&lt;/p&gt;&lt;p&gt;MLCommons publica los resultados bajo la licencia Apache-2.0 (github.com/mlcommons/training_results_vX.Y). Las cifras marcadas como &lt;i&gt;derivadas&lt;/i&gt; las calcula scalescope y no son resultados oficiales de MLPerf.&lt;/p&gt;&lt;p&gt;Compilado con Qt %2.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>About scalescope</source>
            <translation>Acerca de scalescope</translation>
        </message>
        <message>
            <source>Analysing %1… (a large series: the charts show the previous one until it is done)</source>
            <translation>Analizando %1… (una serie grande: los gráficos muestran la anterior hasta que termine)</translation>
        </message>
        <message>
            <source>Hardware at N GPUs</source>
            <translation>Hardware con N GPU</translation>
        </message>
        <message>
            <source>Open Se&amp;ssion…</source>
            <translation>Abrir se&amp;sión…</translation>
        </message>
        <message>
            <source>Reopen a saved session: its rounds, benchmark, filters, marker, A/B and zoom</source>
            <translation>Volver a abrir una sesión guardada: sus rondas, benchmark, filtros, marcador, A/B y zoom</translation>
        </message>
        <message>
            <source>Sa&amp;ve Session…</source>
            <translation>Guardar s&amp;esión…</translation>
        </message>
        <message>
            <source>Save the rounds opened and this view (filters, reference, prices, marker, A/B, zoom, theme) as a .scalescope-session file</source>
            <translation>Guardar las rondas abiertas y esta vista (filtros, referencia, precios, marcador, A/B, zoom, tema) como un archivo .scalescope-session</translation>
        </message>
        <message>
            <source>There is nothing to save: no round is open.</source>
            <translation>No hay nada que guardar: no hay ninguna ronda abierta.</translation>
        </message>
        <message>
            <source>The session %1 was not opened: %2.</source>
            <translation>La sesión %1 no se abrió: %2.</translation>
        </message>
        <message>
            <source>%1 is missing (no such file or folder)</source>
            <translation>falta %1 (no existe ese archivo ni esa carpeta)</translation>
        </message>
        <message>
            <source>The session %1 was not opened: none of its rounds is there (%2).</source>
            <translation>La sesión %1 no se abrió: no está ninguna de sus rondas (%2).</translation>
        </message>
        <message>
            <source>it names none</source>
            <translation>no nombra ninguna</translation>
        </message>
        <message>
            <source>Restored the session %1</source>
            <translation>Se restauró la sesión %1</translation>
        </message>
        <message>
            <source>The session %1 was restored with differences: %2.</source>
            <translation>La sesión %1 se restauró con diferencias: %2.</translation>
        </message>
        <message>
            <source>The session %1 was not restored.</source>
            <translation>La sesión %1 no se restauró.</translation>
        </message>
        <message>
            <source>Open Session</source>
            <translation>Abrir sesión</translation>
        </message>
        <message>
            <source>scalescope sessions (*.scalescope-session);;All files (*)</source>
            <translation>Sesiones de scalescope (*.scalescope-session);;Todos los archivos (*)</translation>
        </message>
        <message>
            <source>Save Session</source>
            <translation>Guardar sesión</translation>
        </message>
        <message>
            <source>scalescope sessions (*.scalescope-session)</source>
            <translation>Sesiones de scalescope (*.scalescope-session)</translation>
        </message>
        <message>
            <source>The session was not saved. %1</source>
            <translation>La sesión no se guardó. %1</translation>
        </message>
        <message>
            <source>A session is opened on its own, not together with other files; nothing was opened of: %1</source>
            <translation>Una sesión se abre sola, no junto con otros archivos; no se abrió nada de: %1</translation>
        </message>
        <message>
            <source>Export &amp;Report as PDF…</source>
            <translation>Exportar in&amp;forme como PDF…</translation>
        </message>
        <message>
            <source>Write a PDF report of the Scaling tab: charts, verdict, comparison, series table and provenance</source>
            <translation>Escribir un informe PDF de la pestaña Escalado: gráficos, veredicto, comparación, tabla de la serie y procedencia</translation>
        </message>
        <message>
            <source>&amp;Print…</source>
            <translation>&amp;Imprimir…</translation>
        </message>
        <message>
            <source>Print the report of the Scaling tab</source>
            <translation>Imprimir el informe de la pestaña Escalado</translation>
        </message>
        <message>
            <source>Print Pre&amp;view…</source>
            <translation>&amp;Vista previa de impresión…</translation>
        </message>
        <message>
            <source>Show the report's pages as they will print</source>
            <translation>Mostrar las páginas del informe tal como se imprimirán</translation>
        </message>
        <message>
            <source>Export Report</source>
            <translation>Exportar informe</translation>
        </message>
        <message>
            <source>PDF documents (*.pdf)</source>
            <translation>Documentos PDF (*.pdf)</translation>
        </message>
        <message>
            <source>The report was not exported. %1</source>
            <translation>No se exportó el informe. %1</translation>
        </message>
        <message>
            <source>The printer could not be started.</source>
            <translation>No se pudo iniciar la impresora.</translation>
        </message>
        <message>
            <source>Print Report</source>
            <translation>Imprimir informe</translation>
        </message>
        <message>
            <source>Sent the report to %1</source>
            <translation>Informe enviado a %1</translation>
        </message>
        <message>
            <source>Print Preview</source>
            <translation>Vista previa de impresión</translation>
        </message>
        <message>
            <source>Export Hardware Comparison</source>
            <translation>Exportar la comparación de hardware</translation>
        </message>
        <message>
            <source>Nothing was exported. %1</source>
            <translation>No se exportó nada. %1</translation>
        </message>
    </context>
    <context>
        <name>scalescope::ui::MessageBanner</name>
        <message>
            <source>Dismiss</source>
            <translation>Descartar</translation>
        </message>
    </context>
    <context>
        <name>scalescope::ui::ParetoChart</name>
        <message>
            <source>No price per GPU-hour set: no cost optimum is marked (GPU-hours cannot be weighed against a value of time without one)</source>
            <translation>Sin precio por GPU-hora: no se marca ningún óptimo de coste (sin él, las GPU-horas no se pueden sopesar frente a un valor del tiempo)</translation>
        </message>
        <message>
            <source>No price per GPU-hour set: no cost optimum is marked; with no value of time the cheapest run at any price is the fewest GPU-hours, N = %1 (%2 GPU-h)</source>
            <translation>Sin precio por GPU-hora: no se marca ningún óptimo de coste; sin valor del tiempo, la ejecución más barata a cualquier precio es la de menos GPU-horas, N = %1 (%2 GPU-h)</translation>
        </message>
        <message>
            <source>Measured (frontier)</source>
            <translation>Medido (frontera)</translation>
        </message>
        <message>
            <source>Pareto front</source>
            <translation>Frente de Pareto</translation>
        </message>
        <message>
            <source>Cost optimum</source>
            <translation>Óptimo de coste</translation>
        </message>
        <message>
            <source>GPU-hours per training run</source>
            <translation>GPU-horas por entrenamiento</translation>
        </message>
        <message>
            <source>Time to train (minutes)</source>
            <translation>Tiempo de entrenamiento (minutos)</translation>
        </message>
        <message>
            <source>Time vs GPU-hours: no series</source>
            <translation>Tiempo frente a GPU-horas: sin serie</translation>
        </message>
        <message>
            <source>At a value of time of %1 per hour, N = %2 minimises cost (optimal from %3 to %4 per hour)</source>
            <translation>Con un valor del tiempo de %1 por hora, N = %2 minimiza el coste (óptimo de %3 a %4 por hora)</translation>
        </message>
        <message>
            <source>At a value of time of %1 per hour, N = %2 minimises cost (optimal from %3 per hour up)</source>
            <translation>Con un valor del tiempo de %1 por hora, N = %2 minimiza el coste (óptimo desde %3 por hora)</translation>
        </message>
        <message>
            <source>Time vs GPU-hours: %1, %2</source>
            <translation>Tiempo frente a GPU-horas: %1, %2</translation>
        </message>
    </context>
    <context>
        <name>scalescope::ui::ReadoutText</name>
        <message>
            <source>&amp;Copy</source>
            <translation>&amp;Copiar</translation>
        </message>
    </context>
    <context>
        <name>scalescope::ui::RoundDownloader</name>
        <message>
            <source>Cannot create the cache folder %1.</source>
            <translation>No se puede crear la carpeta de caché %1.</translation>
        </message>
        <message>
            <source>Resuming the download of %1 at %2.</source>
            <translation>Reanudando la descarga de %1 en %2.</translation>
        </message>
        <message>
            <source>The server sent the wrong part of %1 (Content-Range: %2).</source>
            <translation>El servidor envió una parte equivocada de %1 (Content-Range: %2).</translation>
        </message>
        <message>
            <source>The server sent another part of %1 than asked for; starting over.</source>
            <translation>El servidor envió otra parte de %1 distinta de la pedida; se empieza de nuevo.</translation>
        </message>
        <message>
            <source>The server cannot resume %1 or it has changed; downloading it again from the start.</source>
            <translation>El servidor no puede reanudar %1 o ha cambiado; se descarga de nuevo desde el principio.</translation>
        </message>
        <message>
            <source>Cannot write %1: %2.</source>
            <translation>No se puede escribir %1: %2.</translation>
        </message>
        <message>
            <source>Cannot write %1: %2 (is the disk full?).</source>
            <translation>No se puede escribir %1: %2 (¿está lleno el disco?).</translation>
        </message>
        <message>
            <source>Round %1 was not found (HTTP 404 from %2). Is %1 a published MLPerf Training round?</source>
            <translation>No se encontró la ronda %1 (HTTP 404 de %2). ¿Es %1 una ronda publicada de MLPerf Training?</translation>
        </message>
        <message>
            <source> and </source>
            <translation> y </translation>
        </message>
        <message>
            <source>The partial download of %1 does not match the server's archive; starting over.</source>
            <translation>La descarga parcial de %1 no coincide con el archivo del servidor; se empieza de nuevo.</translation>
        </message>
        <message>
            <source>The server refused %1: %2 from %3.</source>
            <translation>El servidor rechazó %1: %2 de %3.</translation>
        </message>
        <message>
            <source>the connection closed early</source>
            <translation>la conexión se cerró antes de tiempo</translation>
        </message>
        <message>
            <source>%1 of %2</source>
            <translation>%1 de %2</translation>
        </message>
        <message>
            <source>The download of %1 stopped after %2: %3. The part downloaded is kept; download again to resume.</source>
            <translation>La descarga de %1 se detuvo tras %2: %3. Se guarda la parte descargada; descargue de nuevo para reanudarla.</translation>
        </message>
        <message>
            <source>Cannot download %1 from %2: %3.</source>
            <translation>No se puede descargar %1 de %2: %3.</translation>
        </message>
        <message>
            <source>Cannot download %1 from %2: the server answered %3.</source>
            <translation>No se puede descargar %1 de %2: el servidor respondió %3.</translation>
        </message>
        <message>
            <source>What %1 sent for %2 was not kept: %3.</source>
            <translation>No se guardó lo que %1 envió para %2: %3.</translation>
        </message>
        <message>
            <source>Cannot move the download into place as %1: %2.</source>
            <translation>No se puede poner la descarga en su sitio como %1: %2.</translation>
        </message>
        <message>
            <source>Another scalescope is downloading %1 into %2; wait until it is done.</source>
            <translation>Otro scalescope está descargando %1 en %2; espere a que termine.</translation>
        </message>
        <message>
            <source>Cannot create the lock file %1.</source>
            <translation>No se puede crear el archivo de bloqueo %1.</translation>
        </message>
        <message>
            <source>Cannot download %1 from %2: the server's response headers are %3, more than the %4 a web server sends; nothing was kept.</source>
            <translation>No se puede descargar %1 de %2: las cabeceras de respuesta del servidor ocupan %3, más de los %4 que envía un servidor web; no se ha guardado nada.</translation>
        </message>
        <message>
            <source>Cannot download %1 from %2: the server announces %3, more than the %4 a round's archive may have; nothing was downloaded.</source>
            <translation>No se puede descargar %1 de %2: el servidor anuncia %3, más de los %4 que puede ocupar el archivo de una ronda; no se ha descargado nada.</translation>
        </message>
        <message>
            <source>The download of %1 from %2 was stopped: the server sent more than %3, the most a round's archive may have; nothing was kept.</source>
            <translation>Se ha detenido la descarga de %1 de %2: el servidor envió más de %3, lo máximo que puede ocupar el archivo de una ronda; no se ha guardado nada.</translation>
        </message>
        <message>
            <source>The server at %1 closed the connection without an answer; trying once more.</source>
            <translation>El servidor de %1 cerró la conexión sin responder; se intenta una vez más.</translation>
        </message>
        <message>
            <source>Cannot download %1 from %2: the server closed the connection without an answer, and again on the retry.</source>
            <translation>No se puede descargar %1 de %2: el servidor cerró la conexión sin responder, también en el reintento.</translation>
        </message>
        <message>
            <source>The server sent nothing for %1 s (%2); trying once more.</source>
            <translation>El servidor no envió nada durante %1 s (%2); se intenta una vez más.</translation>
        </message>
        <message>
            <source>the server sent nothing for %1 s</source>
            <translation>el servidor no envió nada durante %1 s</translation>
        </message>
        <message>
            <source>the server sent no complete response header within %1 s: it stalls, or its headers are too long</source>
            <translation>el servidor no envió una cabecera de respuesta completa en %1 s: se ha detenido o sus cabeceras son demasiado largas</translation>
        </message>
        <message>
            <source>the server closed the connection without an answer</source>
            <translation>el servidor cerró la conexión sin responder</translation>
        </message>
        <message>
            <source> (tried twice)</source>
            <translation> (se intentó dos veces)</translation>
        </message>
    </context>
    <context>
        <name>scalescope::ui::ScalingChart</name>
        <message>
            <source>Amdahl</source>
            <translation>Amdahl</translation>
        </message>
        <message>
            <source>USL</source>
            <translation>USL</translation>
        </message>
        <message>
            <source>Power law</source>
            <translation>Ley de potencia</translation>
        </message>
        <message>
            <source>%1: not fitted (%2)</source>
            <translation>%1: sin ajustar (%2)</translation>
        </message>
        <message>
            <source>f = %1</source>
            <translation>f = %1</translation>
        </message>
        <message>
            <source>, 1/f = %1</source>
            <translation>, 1/f = %1</translation>
        </message>
        <message>
            <source>σ = %1, κ = %2</source>
            <translation>σ = %1, κ = %2</translation>
        </message>
        <message>
            <source>α = %1</source>
            <translation>α = %1</translation>
        </message>
        <message>
            <source>%1: %2, R² = %3</source>
            <translation>%1: %2, R² = %3</translation>
        </message>
        <message>
            <source>GPUs (log2)</source>
            <translation>GPU (log2)</translation>
        </message>
        <message>
            <source>Ideal (linear) scaling</source>
            <translation>Escalado ideal (lineal)</translation>
        </message>
        <message>
            <source>Ideal efficiency (1.0)</source>
            <translation>Eficiencia ideal (1,0)</translation>
        </message>
        <message>
            <source>Fit extrapolated (to 4× max N)</source>
            <translation>Ajuste extrapolado (hasta 4× el N máximo)</translation>
        </message>
        <message>
            <source>All points</source>
            <translation>Todos los puntos</translation>
        </message>
        <message>
            <source>Frontier (fastest per N)</source>
            <translation>Frontera (el más rápido por N)</translation>
        </message>
        <message>
            <source>Reference</source>
            <translation>Referencia</translation>
        </message>
        <message>
            <source>%1 — %2
N = %3 GPUs · %4 min
speedup %5 · efficiency %6 (derived)</source>
            <translation>%1 — %2
N = %3 GPU · %4 min
aceleración %5 · eficiencia %6 (derivadas)</translation>
        </message>
        <message>
            <source>
The reference point</source>
            <translation>
El punto de referencia</translation>
        </message>
        <message>
            <source>
Click to make it the reference</source>
            <translation>
Haga clic para convertirlo en la referencia</translation>
        </message>
        <message>
            <source>Threshold θ = %1</source>
            <translation>Umbral θ = %1</translation>
        </message>
        <message>
            <source>Speedup: %1, %2</source>
            <translation>Aceleración: %1, %2</translation>
        </message>
        <message>
            <source>Parallel efficiency: %1, %2</source>
            <translation>Eficiencia paralela: %1, %2</translation>
        </message>
        <message>
            <source>Speedup: no series</source>
            <translation>Aceleración: sin serie</translation>
        </message>
        <message>
            <source>Parallel efficiency: no series</source>
            <translation>Eficiencia paralela: sin serie</translation>
        </message>
        <message>
            <source>Reference (N = %1)</source>
            <translation>Referencia (N = %1)</translation>
        </message>
        <message>
            <source>No fit</source>
            <translation>Sin ajuste</translation>
        </message>
        <message>
            <source>Point %1 of the comparison</source>
            <translation>Punto %1 de la comparación</translation>
        </message>
        <message>
            <source>θ crossing (θ = %1): N* ≈ %2</source>
            <translation>Cruce de θ (θ = %1): N* ≈ %2</translation>
        </message>
        <message>
            <source>Speedup (derived)</source>
            <translation>Aceleración (derivada)</translation>
        </message>
        <message>
            <source>Efficiency (derived)</source>
            <translation>Eficiencia (derivada)</translation>
        </message>
        <message>
            <source>%1: not fitted</source>
            <translation>%1: sin ajustar</translation>
        </message>
        <message>
            <source>Speedup: %1</source>
            <translation>Aceleración: %1</translation>
        </message>
        <message>
            <source>Parallel efficiency: %1</source>
            <translation>Eficiencia paralela: %1</translation>
        </message>
        <message>
            <source>Dominated (not faster than fewer GPUs)</source>
            <translation>Dominado (no más rápido que con menos GPU)</translation>
        </message>
        <message>
            <source> (poor fit: R² &lt; 0.5, not to be trusted)</source>
            <translation> (mal ajuste: R² &lt; 0,5, no fiable)</translation>
        </message>
        <message>
            <source>Fit, not measured (gap &gt; 4× or past max N)</source>
            <translation>Ajuste sin medir (hueco &gt; 4× o más allá del N máximo)</translation>
        </message>
        <message>
            <source>Fit extrapolated (to 2× max N)</source>
            <translation>Ajuste extrapolado (hasta 2× el N máximo)</translation>
        </message>
    </context>
    <context>
        <name>scalescope::ui::ScoreTableModel</name>
        <message>
            <source>%1 / %2</source>
            <translation>%1 / %2</translation>
        </message>
        <message>
            <source>No score</source>
            <translation>Sin puntuación</translation>
        </message>
        <message>
            <source>No score: %1</source>
            <translation>Sin puntuación: %1</translation>
        </message>
        <message>
            <source>%1 min (raw olympic mean × scaling factor)</source>
            <translation>%1 min (media olímpica bruta × factor de escala)</translation>
        </message>
        <message>
            <source>%1 min</source>
            <translation>%1 min</translation>
        </message>
        <message>
            <source>%1 (from scaling.json; 1 when absent)</source>
            <translation>%1 (de scaling.json; 1 si falta)</translation>
        </message>
        <message>
            <source>%1 J</source>
            <translation>%1 J</translation>
        </message>
        <message>
            <source>No power logs</source>
            <translation>Sin registros de potencia</translation>
        </message>
        <message>
            <source>%1 of %2 result files averaged into the score</source>
            <translation>%1 de %2 archivos de resultados promediados en la puntuación</translation>
        </message>
        <message>
            <source>%1 (%2, %3)</source>
            <translation>%1 (%2, %3)</translation>
        </message>
        <message>
            <source>Submitter</source>
            <translation>Participante</translation>
        </message>
        <message>
            <source>System</source>
            <translation>Sistema</translation>
        </message>
        <message>
            <source>System ID</source>
            <translation>ID del sistema</translation>
        </message>
        <message>
            <source>Accelerator</source>
            <translation>Acelerador</translation>
        </message>
        <message>
            <source>Accelerators</source>
            <translation>Aceleradores</translation>
        </message>
        <message>
            <source>Nodes</source>
            <translation>Nodos</translation>
        </message>
        <message>
            <source>Framework</source>
            <translation>Framework</translation>
        </message>
        <message>
            <source>Benchmark</source>
            <translation>Benchmark</translation>
        </message>
        <message>
            <source>Score (min)</source>
            <translation>Puntuación (min)</translation>
        </message>
        <message>
            <source>Raw (min)</source>
            <translation>Bruto (min)</translation>
        </message>
        <message>
            <source>Scaling factor</source>
            <translation>Factor de escala</translation>
        </message>
        <message>
            <source>Energy (J)</source>
            <translation>Energía (J)</translation>
        </message>
        <message>
            <source>Runs counted</source>
            <translation>Ejecuciones contadas</translation>
        </message>
        <message>
            <source>Official score: olympic mean of the run times × scaling factor</source>
            <translation>Puntuación oficial: media olímpica de los tiempos de ejecución × factor de escala</translation>
        </message>
        <message>
            <source>Olympic mean of the run times, before scaling</source>
            <translation>Media olímpica de los tiempos de ejecución, antes del escalado</translation>
        </message>
        <message>
            <source>Official energy (scaled), when the submission has power logs</source>
            <translation>Energía oficial (escalada), cuando el envío tiene registros de potencia</translation>
        </message>
        <message>
            <source>Runs averaged into the score / result files found</source>
            <translation>Ejecuciones promediadas en la puntuación / archivos de resultados encontrados</translation>
        </message>
        <message>
            <source>Round</source>
            <translation>Ronda</translation>
        </message>
    </context>
    <context>
        <name>scalescope::ui::ScoreTablePanel</name>
        <message>
            <source>Filter by submitter, system, accelerator, benchmark…</source>
            <translation>Filtrar por participante, sistema, acelerador, benchmark…</translation>
        </message>
    </context>
    <context>
        <name>scalescope::ui::SeriesTableModel</name>
        <message>
            <source>yes</source>
            <translation>sí</translation>
        </message>
        <message>
            <source>reference</source>
            <translation>referencia</translation>
        </message>
        <message>
            <source>Derived by scalescope from MLPerf results (docs/analysis.md §3); not an official MLPerf figure.</source>
            <translation>Derivado por scalescope de resultados de MLPerf (docs/analysis.md §3); no es una cifra oficial de MLPerf.</translation>
        </message>
        <message>
            <source>Counted runs of the olympic mean; the charts draw this spread as error bars.</source>
            <translation>Ejecuciones contadas en la media olímpica; los gráficos dibujan esta dispersión como barras de error.</translation>
        </message>
        <message>
            <source>Submitter</source>
            <translation>Participante</translation>
        </message>
        <message>
            <source>System</source>
            <translation>Sistema</translation>
        </message>
        <message>
            <source>Accelerator</source>
            <translation>Acelerador</translation>
        </message>
        <message>
            <source>GPUs (N)</source>
            <translation>GPU (N)</translation>
        </message>
        <message>
            <source>Nodes</source>
            <translation>Nodos</translation>
        </message>
        <message>
            <source>Minutes</source>
            <translation>Minutos</translation>
        </message>
        <message>
            <source>Fastest run (min)</source>
            <translation>Ejecución más rápida (min)</translation>
        </message>
        <message>
            <source>Slowest run (min)</source>
            <translation>Ejecución más lenta (min)</translation>
        </message>
        <message>
            <source>Speedup (derived)</source>
            <translation>Aceleración (derivada)</translation>
        </message>
        <message>
            <source>Efficiency (derived)</source>
            <translation>Eficiencia (derivada)</translation>
        </message>
        <message>
            <source>GPU-hours (derived)</source>
            <translation>Horas-GPU (derivadas)</translation>
        </message>
        <message>
            <source>Cost (derived)</source>
            <translation>Coste (derivado)</translation>
        </message>
        <message>
            <source>Energy (kWh)</source>
            <translation>Energía (kWh)</translation>
        </message>
        <message>
            <source>Local exponent (derived)</source>
            <translation>Exponente local (derivado)</translation>
        </message>
        <message>
            <source>Karp-Flatt (derived)</source>
            <translation>Karp-Flatt (derivado)</translation>
        </message>
        <message>
            <source>Frontier</source>
            <translation>Frontera</translation>
        </message>
        <message>
            <source>Reference</source>
            <translation>Referencia</translation>
        </message>
        <message>
            <source>Round</source>
            <translation>Ronda</translation>
        </message>
        <message>
            <source>System ID</source>
            <translation>ID del sistema</translation>
        </message>
        <message>
            <source>Benchmark</source>
            <translation>Benchmark</translation>
        </message>
    </context>
    <context>
        <name>scalescope::ui::ThroughputChart</name>
        <message>
            <source>Samples/s per GPU (hardware scaling)</source>
            <translation>Muestras/s por GPU (escalado del hardware)</translation>
        </message>
        <message>
            <source>Samples to converge (extra samples)</source>
            <translation>Muestras hasta converger (muestras adicionales)</translation>
        </message>
        <message>
            <source>GPUs</source>
            <translation>GPU</translation>
        </message>
        <message>
            <source>Samples/s per GPU</source>
            <translation>Muestras/s por GPU</translation>
        </message>
        <message>
            <source>Samples to converge</source>
            <translation>Muestras hasta converger</translation>
        </message>
        <message>
            <source>Throughput: no series</source>
            <translation>Rendimiento: sin serie</translation>
        </message>
        <message>
            <source>Throughput: the %1 logs of this series have no samples-to-converge records</source>
            <translation>Rendimiento: los registros de %1 de esta serie no tienen datos de muestras hasta converger</translation>
        </message>
        <message>
            <source>Throughput: %1, %2</source>
            <translation>Rendimiento: %1, %2</translation>
        </message>
        <message>
            <source>Samples to converge (thousands)</source>
            <translation>Muestras hasta converger (miles)</translation>
        </message>
        <message>
            <source>Samples to converge (millions)</source>
            <translation>Muestras hasta converger (millones)</translation>
        </message>
        <message>
            <source>Samples to converge (billions)</source>
            <translation>Muestras hasta converger (miles de millones)</translation>
        </message>
    </context>
    <context>
        <name>CopyableTable</name>
        <message>
            <source>&amp;Copy</source>
            <translation>&amp;Copiar</translation>
        </message>
        <message>
            <source>&amp;Export…</source>
            <translation>&amp;Exportar…</translation>
        </message>
    </context>
    <context>
        <name>scalescope::ui::ChartContextMenu</name>
        <message>
            <source>&amp;Copy Image</source>
            <translation>&amp;Copiar imagen</translation>
        </message>
        <message>
            <source>&amp;Export…</source>
            <translation>&amp;Exportar…</translation>
        </message>
        <message>
            <source>&amp;Reset Zoom</source>
            <translation>&amp;Restablecer el zoom</translation>
        </message>
    </context>
    <context>
        <name>scalescope::ui::ChartZoom</name>
        <message>
            <source>Drag to zoom, wheel to zoom around the pointer, middle-drag or Shift+drag to pan, double-click or Esc to reset</source>
            <translation>Arrastre para ampliar, la rueda amplía alrededor del puntero, arrastre con el botón central o con Mayús para desplazar, doble clic o Esc para restablecer</translation>
        </message>
    </context>
    <context>
        <name>SessionFile</name>
        <message>
            <source>expected a list of series names</source>
            <translation>se esperaba una lista de nombres de series</translation>
        </message>
        <message>
            <source>unknown field, ignored</source>
            <translation>campo desconocido, ignorado</translation>
        </message>
        <message>
            <source>"%1": %2</source>
            <translation>«%1»: %2</translation>
        </message>
        <message>
            <source>expected text</source>
            <translation>se esperaba un texto</translation>
        </message>
        <message>
            <source>expected true or false</source>
            <translation>se esperaba true o false</translation>
        </message>
        <message>
            <source>expected a number</source>
            <translation>se esperaba un número</translation>
        </message>
        <message>
            <source>%1 is outside %2 to %3</source>
            <translation>%1 está fuera del intervalo de %2 a %3</translation>
        </message>
        <message>
            <source>expected a whole number</source>
            <translation>se esperaba un número entero</translation>
        </message>
        <message>
            <source>expected an object</source>
            <translation>se esperaba un objeto</translation>
        </message>
        <message>
            <source>expected a list</source>
            <translation>se esperaba una lista</translation>
        </message>
        <message>
            <source>unknown rule '%1'</source>
            <translation>regla desconocida «%1»</translation>
        </message>
        <message>
            <source>unknown grouping '%1'</source>
            <translation>agrupación desconocida «%1»</translation>
        </message>
        <message>
            <source>unknown model '%1'</source>
            <translation>modelo desconocido «%1»</translation>
        </message>
        <message>
            <source>expected [min, max] pairs of numbers, min below max</source>
            <translation>se esperaban pares [mín, máx] de números, con mín menor que máx</translation>
        </message>
        <message>
            <source>a round needs its name; not checked</source>
            <translation>una ronda necesita su nombre; no se comprueba</translation>
        </message>
        <message>
            <source>expected a list of paths; an entry is not one</source>
            <translation>se esperaba una lista de rutas; una entrada no lo es</translation>
        </message>
        <message>
            <source>it is larger than %1 bytes, more than any session</source>
            <translation>ocupa más de %1 bytes, más que cualquier sesión</translation>
        </message>
        <message>
            <source>it is not valid JSON (%1 at byte %2); the file may be truncated</source>
            <translation>no es JSON válido (%1 en el byte %2); puede que el archivo esté truncado</translation>
        </message>
        <message>
            <source>it is not a scalescope session (no "format": "scalescope-session")</source>
            <translation>no es una sesión de scalescope (no tiene "format": "scalescope-session")</translation>
        </message>
        <message>
            <source>its "version" is not a format version (a whole number from 1)</source>
            <translation>su "version" no es una versión del formato (un número entero a partir de 1)</translation>
        </message>
        <message>
            <source>it was written in session format %1, newer than this scalescope reads (up to %2): open it with a newer scalescope</source>
            <translation>se escribió en el formato de sesión %1, más reciente que los que lee este scalescope (hasta el %2): ábrala con un scalescope más reciente</translation>
        </message>
        <message>
            <source>unknown theme '%1'</source>
            <translation>tema desconocido «%1»</translation>
        </message>
        <message>
            <source>it cannot be read: %1</source>
            <translation>no se puede leer: %1</translation>
        </message>
        <message>
            <source>round %1 is not among the rounds opened</source>
            <translation>la ronda %1 no está entre las rondas abiertas</translation>
        </message>
        <message>
            <source>round %1 changed since the session was saved: its result logs hash to %2 (%3 logs), the session's to %4 (%5 logs)</source>
            <translation>la ronda %1 cambió desde que se guardó la sesión: el hash de sus registros de resultados es %2 (%3 registros), el de la sesión %4 (%5 registros)</translation>
        </message>
        <message>
            <source>%1 is not above %2 and below %3: the default is used</source>
            <translation>%1 no es mayor que %2 y menor que %3: se usa el valor predeterminado</translation>
        </message>
    </context>
    <context>
        <name>Report</name>
        <message>
            <source>rules unknown</source>
            <translation>reglas desconocidas</translation>
        </message>
        <message>
            <source>the %1 rules as published</source>
            <translation>las reglas %1 tal como se publicaron</translation>
        </message>
        <message>
            <source>today's %1 rules</source>
            <translation>las reglas %1 actuales</translation>
        </message>
        <message>
            <source>the %1 rules</source>
            <translation>las reglas %1</translation>
        </message>
        <message>
            <source>embedded sample</source>
            <translation>muestra integrada</translation>
        </message>
        <message>
            <source>Round %1, opened from %2, scored with %3</source>
            <translation>Ronda %1, abierta desde %2, puntuada con %3</translation>
        </message>
        <message>
            <source>Drawn by scalescope %1 from MLPerf Training results; not an official MLPerf result.</source>
            <translation>Dibujado por scalescope %1 a partir de resultados de MLPerf Training; no es un resultado oficial de MLPerf.</translation>
        </message>
        <message>
            <source>The PDF could not be started.</source>
            <translation>No se pudo iniciar el PDF.</translation>
        </message>
        <message>
            <source>A</source>
            <translation>A</translation>
        </message>
        <message>
            <source>B</source>
            <translation>B</translation>
        </message>
        <message>
            <source>B / A</source>
            <translation>B / A</translation>
        </message>
        <message>
            <source>%1 · %2</source>
            <translation>%1 · %2</translation>
        </message>
        <message>
            <source>Break-even marker</source>
            <translation>Marcador de equilibrio</translation>
        </message>
        <message>
            <source>Points A and B</source>
            <translation>Puntos A y B</translation>
        </message>
        <message>
            <source>Series</source>
            <translation>Serie</translation>
        </message>
        <message>
            <source>No series: choose a benchmark with scored results.</source>
            <translation>Sin serie: elija un benchmark con resultados puntuados.</translation>
        </message>
        <message>
            <source>Series (continued)</source>
            <translation>Serie (continuación)</translation>
        </message>
    </context>
    <context>
        <name>CoreMessages</name>
        <message>
            <source>%1 submitter</source>
            <translation>%1 participante</translation>
        </message>
        <message>
            <source>%1 submitters</source>
            <translation>%1 participantes</translation>
        </message>
        <message>
            <source>%1 system</source>
            <translation>%1 sistema</translation>
        </message>
        <message>
            <source>%1 systems</source>
            <translation>%1 sistemas</translation>
        </message>
        <message>
            <source>%1 and %2</source>
            <translation>%1 y %2</translation>
        </message>
        <message>
            <source>%1, %2</source>
            <translation>%1, %2</translation>
        </message>
        <message>
            <source>%1; %2</source>
            <translation>%1; %2</translation>
        </message>
        <message>
            <source>One system family: each point is this submitter's fastest entry of the same system design at that GPU count, a separate submission rather than one run of one machine.</source>
            <translation>Una familia de sistemas: cada punto es la entrada más rápida de este participante con el mismo diseño de sistema en ese número de GPU, un envío distinto y no una ejecución de una sola máquina.</translation>
        </message>
        <message>
            <source>One system family: each point is this submitter's fastest entry of the same system design at that GPU count, a separate submission rather than one run of one machine; global batch sizes %1 to %2, so part of the loss of efficiency can be convergence, not hardware.</source>
            <translation>Una familia de sistemas: cada punto es la entrada más rápida de este participante con el mismo diseño de sistema en ese número de GPU, un envío distinto y no una ejecución de una sola máquina; tamaños de lote global de %1 a %2, así que parte de la pérdida de eficiencia puede deberse a la convergencia y no al hardware.</translation>
        </message>
        <message>
            <source>Each point is the fastest entry of some system at that GPU count, not one system measured at every count.</source>
            <translation>Cada punto es la entrada más rápida de algún sistema en ese número de GPU, no un único sistema medido en cada número.</translation>
        </message>
        <message>
            <source>The curve mixes %1 and %2, so speedup and efficiency describe the best published result at each count, not strong scaling (negative Karp-Flatt values are a sign of it). Group by system family for the closest thing to one strong-scaling curve.</source>
            <translation>La curva mezcla %1 y %2, así que la aceleración y la eficiencia describen el mejor resultado publicado en cada número, no un escalado fuerte (los valores de Karp-Flatt negativos son un indicio de ello). Agrupe por familia de sistemas para lo más parecido a una sola curva de escalado fuerte.</translation>
        </message>
        <message>
            <source>The curve mixes %1 and %2 (global batch size %3), so speedup and efficiency describe the best published result at each count, not strong scaling (negative Karp-Flatt values are a sign of it). Group by system family for the closest thing to one strong-scaling curve.</source>
            <translation>La curva mezcla %1 y %2 (tamaño de lote global %3), así que la aceleración y la eficiencia describen el mejor resultado publicado en cada número, no un escalado fuerte (los valores de Karp-Flatt negativos son un indicio de ello). Agrupe por familia de sistemas para lo más parecido a una sola curva de escalado fuerte.</translation>
        </message>
        <message>
            <source>The curve mixes %1 and %2 with global batch sizes %3 to %4, so speedup and efficiency describe the best published result at each count, not strong scaling (negative Karp-Flatt values are a sign of it). Group by system family for the closest thing to one strong-scaling curve.</source>
            <translation>La curva mezcla %1 y %2 con tamaños de lote global de %3 a %4, así que la aceleración y la eficiencia describen el mejor resultado publicado en cada número, no un escalado fuerte (los valores de Karp-Flatt negativos son un indicio de ello). Agrupe por familia de sistemas para lo más parecido a una sola curva de escalado fuerte.</translation>
        </message>
        <message>
            <source>this series mixes accelerator models (%1): speedups compare different hardware</source>
            <translation>esta serie mezcla modelos de acelerador (%1): las aceleraciones comparan hardware distinto</translation>
        </message>
        <message>
            <source>%1 cut to %2 of %3 resamples: each resample takes %4 steps (runs drawn and points rebuilt), and one series may take %5; its intervals are coarser</source>
            <translation>%1 reducido a %2 de %3 remuestreos: cada remuestreo cuesta %4 pasos (ejecuciones extraídas y puntos reconstruidos) y una serie puede usar %5; sus intervalos son más gruesos</translation>
        </message>
        <message>
            <source>%1 left out: each resample takes %2 steps (runs drawn and points rebuilt), and one series may take %3, so fewer than %4 resamples would fit</source>
            <translation>%1 omitido: cada remuestreo cuesta %2 pasos (ejecuciones extraídas y puntos reconstruidos) y una serie puede usar %3, así que cabrían menos de %4 remuestreos</translation>
        </message>
        <message>
            <source>entry bootstrap</source>
            <translation>bootstrap de entradas</translation>
        </message>
        <message>
            <source>run bootstrap</source>
            <translation>bootstrap de ejecuciones</translation>
        </message>
        <message>
            <source>leave one entry out left out: %1</source>
            <translation>se omitió dejar fuera una entrada: %1</translation>
        </message>
        <message>
            <source>fit diagnostics without each point left out: %1</source>
            <translation>se omitieron los diagnósticos de ajuste sin cada punto: %1</translation>
        </message>
        <message>
            <source>%1: %2 of %3 scores have power logs</source>
            <translation>%1: %2 de %3 puntuaciones tienen registros de potencia</translation>
        </message>
        <message>
            <source>%1: %2 of %3 scores has power logs</source>
            <translation>%1: %2 de %3 puntuaciones tiene registros de potencia</translation>
        </message>
        <message>
            <source>%1: %2 of %3 score have power logs</source>
            <translation>%1: %2 de %3 puntuación tiene registros de potencia</translation>
        </message>
        <message>
            <source>%1: %2 of %3 score has power logs</source>
            <translation>%1: %2 de %3 puntuación tiene registros de potencia</translation>
        </message>
        <message>
            <source>the curve between N = %1 and %2 (%3x apart) is interpolated, not measured</source>
            <translation>la curva entre N = %1 y %2 (separados %3x) está interpolada, no medida</translation>
        </message>
        <message>
            <source>USL peak at N = %1 is beyond the largest measured N (%2): extrapolated</source>
            <translation>el pico de la USL en N = %1 está más allá del mayor N medido (%2): extrapolado</translation>
        </message>
        <message>
            <source>USL peak at N = %1 falls in a %2x gap between measured N = %3 and %4: not measured</source>
            <translation>el pico de la USL en N = %1 cae en un hueco de %2x entre los N medidos %3 y %4: sin medir</translation>
        </message>
        <message>
            <source>poor fit: R^2 = %1 &lt; 0.5; drawn faded, not to be trusted</source>
            <translation>ajuste pobre: R^2 = %1 &lt; 0,5; se dibuja atenuado, no es fiable</translation>
        </message>
        <message>
            <source>USL reduces to Amdahl (kappa = 0): sigma is Amdahl's f</source>
            <translation>la USL se reduce a Amdahl (kappa = 0): sigma es la f de Amdahl</translation>
        </message>
        <message>
            <source>%1 %2 (%3 GPUs)</source>
            <translation>%1 %2 (%3 GPU)</translation>
        </message>
        <message>
            <source>%1 (reference)</source>
            <translation>%1 (referencia)</translation>
        </message>
        <message>
            <source>rests on %1</source>
            <translation>se apoya en %1</translation>
        </message>
        <message>
            <source>this series mixes %1 and %2; the break-even rests on %3</source>
            <translation>esta serie mezcla %1 y %2; el punto de equilibrio se apoya en %3</translation>
        </message>
        <message>
            <source>run bootstrap (run noise only): N* %1 to %2</source>
            <translation>bootstrap de ejecuciones (solo el ruido de las ejecuciones): N* de %1 a %2</translation>
        </message>
        <message>
            <source>depends on one entry: without %1 there is no break-even by this rule</source>
            <translation>depende de una entrada: sin %1 no hay punto de equilibrio según esta regla</translation>
        </message>
        <message>
            <source>most influential entry: %1; without it %2</source>
            <translation>entrada más influyente: %1; sin ella, %2</translation>
        </message>
        <message>
            <source>no break-even</source>
            <translation>no hay punto de equilibrio</translation>
        </message>
        <message>
            <source>between %1 and %2 GPUs</source>
            <translation>entre %1 y %2 GPU</translation>
        </message>
        <message>
            <source>N = %1</source>
            <translation>N = %1</translation>
        </message>
        <message>
            <source>leaving out any one entry does not move it</source>
            <translation>dejar fuera cualquier entrada no lo mueve</translation>
        </message>
        <message>
            <source>leave one entry out: none, %1</source>
            <translation>dejar una entrada fuera: ninguna, %1</translation>
        </message>
        <message>
            <source>leave one entry out: %1 of %2 rebuilds have one, from N = %3 to %4</source>
            <translation>dejar una entrada fuera: %1 de %2 reconstrucciones tienen uno, de N = %3 a %4</translation>
        </message>
        <message>
            <source>entry bootstrap: N* %1 to %2 (%3 of %4 resamples cross)</source>
            <translation>bootstrap de entradas: N* de %1 a %2 (%3 de %4 remuestreos cruzan)</translation>
        </message>
        <message>
            <source>entry bootstrap: no resample of the entries crosses (%1 resamples)</source>
            <translation>bootstrap de entradas: ningún remuestreo de las entradas cruza (%1 remuestreos)</translation>
        </message>
        <message>
            <source>entry bootstrap: none, %1</source>
            <translation>bootstrap de entradas: ninguno, %1</translation>
        </message>
        <message>
            <source>on throughput (samples/s): efficiency stays &gt;= the threshold up to N = %1</source>
            <translation>en rendimiento (muestras/s): la eficiencia se mantiene &gt;= el umbral hasta N = %1</translation>
        </message>
        <message>
            <source>on throughput (samples/s): between %1 and %2 GPUs, not measured there</source>
            <translation>en rendimiento (muestras/s): entre %1 y %2 GPU, sin medir ahí</translation>
        </message>
        <message>
            <source>on throughput (samples/s): N* ≈ %1</source>
            <translation>en rendimiento (muestras/s): N* ≈ %1</translation>
        </message>
        <message>
            <source>on throughput (samples/s): N = %1</source>
            <translation>en rendimiento (muestras/s): N = %1</translation>
        </message>
        <message>
            <source>on throughput: %1</source>
            <translation>en rendimiento: %1</translation>
        </message>
        <message>
            <source>at %1 GPUs efficiency is %2 on time and %3 on throughput: the %4x larger global batch needs %5x the samples to converge; efficiency falls mainly because of convergence, not because throughput stops scaling (convergence share %6)</source>
            <translation>con %1 GPU la eficiencia es %2 en tiempo y %3 en rendimiento: el lote global %4x mayor necesita %5x las muestras para converger; la eficiencia cae sobre todo por la convergencia, no porque el rendimiento deje de escalar (proporción debida a la convergencia %6)</translation>
        </message>
        <message>
            <source>at %1 GPUs efficiency is %2 on time and %3 on throughput: the %4x larger global batch needs %5x the samples to converge; efficiency falls mainly because throughput stops scaling (convergence share %6)</source>
            <translation>con %1 GPU la eficiencia es %2 en tiempo y %3 en rendimiento: el lote global %4x mayor necesita %5x las muestras para converger; la eficiencia cae sobre todo porque el rendimiento deja de escalar (proporción debida a la convergencia %6)</translation>
        </message>
        <message>
            <source>at %1 GPUs efficiency is %2 on time and %3 on throughput: it needs %4x the samples to converge; efficiency falls mainly because of convergence, not because throughput stops scaling (convergence share %5)</source>
            <translation>con %1 GPU la eficiencia es %2 en tiempo y %3 en rendimiento: necesita %4x las muestras para converger; la eficiencia cae sobre todo por la convergencia, no porque el rendimiento deje de escalar (proporción debida a la convergencia %5)</translation>
        </message>
        <message>
            <source>at %1 GPUs efficiency is %2 on time and %3 on throughput: it needs %4x the samples to converge; efficiency falls mainly because throughput stops scaling (convergence share %5)</source>
            <translation>con %1 GPU la eficiencia es %2 en tiempo y %3 en rendimiento: necesita %4x las muestras para converger; la eficiencia cae sobre todo porque el rendimiento deja de escalar (proporción debida a la convergencia %5)</translation>
        </message>
        <message>
            <source>reference convergence points (RCP) at %1 GPUs: %2</source>
            <translation>puntos de convergencia de referencia (RCP) con %1 GPU: %2</translation>
        </message>
        <message>
            <source>the batch size alone is expected to need %1x the reference's convergence</source>
            <translation>solo por el tamaño de lote se espera necesitar %1x la convergencia de la referencia</translation>
        </message>
        <message>
            <source>the runs converged in %1x what the RCPs expect (slower than expected: run luck or tuning)</source>
            <translation>las ejecuciones convergieron en %1x lo que esperan los RCP (más lento de lo esperado: suerte de la ejecución o ajuste fino)</translation>
        </message>
        <message>
            <source>the runs converged in %1x what the RCPs expect (faster than expected)</source>
            <translation>las ejecuciones convergieron en %1x lo que esperan los RCP (más rápido de lo esperado)</translation>
        </message>
        <message>
            <source>the runs converged in %1x what the RCPs expect (as expected)</source>
            <translation>las ejecuciones convergieron en %1x lo que esperan los RCP (como se esperaba)</translation>
        </message>
        <message>
            <source>time vs throughput: %1</source>
            <translation>tiempo frente a rendimiento: %1</translation>
        </message>
        <message>
            <source>%1 error</source>
            <translation>%1 error</translation>
        </message>
        <message>
            <source>%1 errors</source>
            <translation>%1 errores</translation>
        </message>
        <message>
            <source>%1 file</source>
            <translation>%1 archivo</translation>
        </message>
        <message>
            <source>%1 files</source>
            <translation>%1 archivos</translation>
        </message>
        <message>
            <source>%1 republished entries</source>
            <translation>%1 entradas republicadas</translation>
        </message>
        <message>
            <source>%1 republished entry</source>
            <translation>%1 entrada republicada</translation>
        </message>
        <message>
            <source>%1 run</source>
            <translation>%1 ejecución</translation>
        </message>
        <message>
            <source>%1 runs</source>
            <translation>%1 ejecuciones</translation>
        </message>
        <message>
            <source>%1 score</source>
            <translation>%1 puntuación</translation>
        </message>
        <message>
            <source>%1 scores</source>
            <translation>%1 puntuaciones</translation>
        </message>
        <message>
            <source>%1 warning</source>
            <translation>%1 aviso</translation>
        </message>
        <message>
            <source>%1 warnings</source>
            <translation>%1 avisos</translation>
        </message>
        <message>
            <source>run rejected: %1</source>
            <translation>ejecución rechazada: %1</translation>
        </message>
        <message>
            <source>run accepted with a warning: %1</source>
            <translation>ejecución aceptada con un aviso: %1</translation>
        </message>
        <message>
            <source>%1; run rejected</source>
            <translation>%1; ejecución rechazada</translation>
        </message>
        <message>
            <source>%1 in %2; %3 rejected; %4; %5, %6</source>
            <translation>%1 en %2; rechazadas: %3; %4; %5, %6</translation>
        </message>
        <message>
            <source>%1; INCOMPLETE: %2</source>
            <translation>%1; INCOMPLETO: %2</translation>
        </message>
        <message>
            <source>is a folder named like a result file; not read as a run</source>
            <translation>es una carpeta con nombre de archivo de resultados; no se lee como ejecución</translation>
        </message>
        <message>
            <source>not read: only files named result_*.txt are runs</source>
            <translation>no se lee: solo los archivos llamados result_*.txt son ejecuciones</translation>
        </message>
        <message>
            <source>not a submitter folder (no systems/ and results/ inside); ignored</source>
            <translation>no es una carpeta de participante (no contiene systems/ ni results/); se ignora</translation>
        </message>
        <message>
            <source>system description without a results folder; no row</source>
            <translation>descripción de sistema sin carpeta de resultados; sin fila</translation>
        </message>
        <message>
            <source>no score: %1</source>
            <translation>sin puntuación: %1</translation>
        </message>
        <message>
            <source>energy not computed: %1</source>
            <translation>energía no calculada: %1</translation>
        </message>
        <message>
            <source>a counted run has no power data</source>
            <translation>una ejecución contada no tiene datos de potencia</translation>
        </message>
        <message>
            <source>accelerators_per_node x number_of_nodes is %1; scaling figures for this system will be meaningless</source>
            <translation>accelerators_per_node x number_of_nodes es %1; las cifras de escalado de este sistema no tendrán sentido</translation>
        </message>
        <message>
            <source>scored with ruleset %1 as asked, although the folder name says %2</source>
            <translation>puntuado con el conjunto de reglas %1 como se pidió, aunque el nombre de la carpeta indica %2</translation>
        </message>
        <message>
            <source>the folder name does not say which round this is; scored with the newest known ruleset, %1 (use --ruleset to choose)</source>
            <translation>el nombre de la carpeta no indica qué ronda es; puntuado con el conjunto de reglas conocido más reciente, %1 (use --ruleset para elegir)</translation>
        </message>
        <message>
            <source>no system description for %1 (%2); system skipped</source>
            <translation>no hay descripción de sistema para %1 (%2); sistema omitido</translation>
        </message>
        <message>
            <source>"%1" is not a benchmark of ruleset %2 (%3); folder skipped</source>
            <translation>«%1» no es un benchmark del conjunto de reglas %2 (%3); carpeta omitida</translation>
        </message>
        <message>
            <source>lowest AICc among the models with at least two residual degrees of freedom, R^2 &gt; 0 and a leave-one-out error below a constant's</source>
            <translation>el menor AICc entre los modelos con al menos dos grados de libertad residuales, R^2 &gt; 0 y un error dejando uno fuera menor que el de una constante</translation>
        </message>
        <message>
            <source>exact fit (RMSE = 0) with at least two residual degrees of freedom and a leave-one-out error below a constant's</source>
            <translation>ajuste exacto (RMSE = 0) con al menos dos grados de libertad residuales y un error dejando uno fuera menor que el de una constante</translation>
        </message>
        <message>
            <source>lowest leave-one-out error among the models with at least two residual degrees of freedom, R^2 &gt; 0 and a leave-one-out error below a constant's (none of them has an AICc)</source>
            <translation>el menor error dejando uno fuera entre los modelos con al menos dos grados de libertad residuales, R^2 &gt; 0 y un error dejando uno fuera menor que el de una constante (ninguno tiene AICc)</translation>
        </message>
        <message>
            <source>no model fits these points: none with at least two residual degrees of freedom has R^2 &gt; 0 and a leave-one-out error below a constant's</source>
            <translation>ningún modelo ajusta estos puntos: ninguno con al menos dos grados de libertad residuales tiene R^2 &gt; 0 y un error dejando uno fuera menor que el de una constante</translation>
        </message>
        <message>
            <source>no model chosen: %1</source>
            <translation>ningún modelo elegido: %1</translation>
        </message>
        <message>
            <source>fits switched off</source>
            <translation>ajustes desactivados</translation>
        </message>
        <message>
            <source>too few points to prefer a model: none has two residual degrees of freedom (distinct GPU counts minus parameters)</source>
            <translation>muy pocos puntos para preferir un modelo: ninguno tiene dos grados de libertad residuales (números de GPU distintos menos parámetros)</translation>
        </message>
        <message>
            <source>%1</source>
            <translation>%1</translation>
        </message>
        <message>
            <source>only %1 distinct GPU counts (needs %2)</source>
            <translation>solo %1 números de GPU distintos (hacen falta %2)</translation>
        </message>
        <message>
            <source>only %1 distinct GPU count (needs %2)</source>
            <translation>solo %1 número de GPU distinto (hacen falta %2)</translation>
        </message>
        <message>
            <source>no point reaches efficiency %1</source>
            <translation>ningún punto alcanza la eficiencia %1</translation>
        </message>
        <message>
            <source>down between N = %1 and %2</source>
            <translation>hacia abajo entre N = %1 y %2</translation>
        </message>
        <message>
            <source>up between N = %1 and %2</source>
            <translation>hacia arriba entre N = %1 y %2</translation>
        </message>
        <message>
            <source>efficiency crosses %1 %2 times (%3); reported: the last N with E &gt;= %1</source>
            <translation>la eficiencia cruza %1 %2 veces (%3); se indica el último N con E &gt;= %1</translation>
        </message>
        <message>
            <source>no crossing: efficiency stays &gt;= %1 up to the largest N measured</source>
            <translation>sin cruce: la eficiencia se mantiene &gt;= %1 hasta el mayor N medido</translation>
        </message>
        <message>
            <source>%1; it stays &gt;= %2 up to the largest N measured</source>
            <translation>%1; se mantiene &gt;= %2 hasta el mayor N medido</translation>
        </message>
        <message>
            <source>efficiency falls below %1 between %2 and %3 GPUs, not measured there (%4 apart): no single N*</source>
            <translation>la eficiencia cae por debajo de %1 entre %2 y %3 GPU, sin medir ahí (separados %4): no hay un único N*</translation>
        </message>
        <message>
            <source>none: no step between measured GPU counts grows N by &gt;= %1x</source>
            <translation>ninguno: ningún paso entre números de GPU medidos multiplica N por &gt;= %1x</translation>
        </message>
        <message>
            <source>no step falls below a = %1: the marginal break-even is beyond the largest N measured</source>
            <translation>ningún paso cae por debajo de a = %1: el equilibrio marginal está más allá del mayor N medido</translation>
        </message>
        <message>
            <source>not enough points: %1</source>
            <translation>no hay puntos suficientes: %1</translation>
        </message>
        <message>
            <source>no knee: the speedup is flat</source>
            <translation>sin codo: la aceleración es plana</translation>
        </message>
        <message>
            <source>no knee: the log-log speedup curve has no pronounced bend (Kneedle, S = 1)</source>
            <translation>sin codo: la curva log-log de aceleración no tiene una curvatura marcada (Kneedle, S = 1)</translation>
        </message>
        <message>
            <source>needs a price per accelerator-hour (none is assumed) to weigh GPU-hours against the value of time</source>
            <translation>necesita un precio por hora de acelerador (no se supone ninguno) para sopesar las horas de GPU frente al valor del tiempo</translation>
        </message>
        <message>
            <source>no points</source>
            <translation>sin puntos</translation>
        </message>
        <message>
            <source>only 1 distinct GPU count: nothing to compare</source>
            <translation>solo 1 número de GPU distinto: nada que comparar</translation>
        </message>
        <message>
            <source>no fitted curve: %1</source>
            <translation>sin curva ajustada: %1</translation>
        </message>
        <message>
            <source>the fitted curve is undefined between min and max N</source>
            <translation>la curva ajustada no está definida entre el N mínimo y el máximo</translation>
        </message>
        <message>
            <source>modelled: minimum of the fitted %1 curve between min and max N</source>
            <translation>modelado: mínimo de la curva %1 ajustada entre el N mínimo y el máximo</translation>
        </message>
        <message>
            <source>no fitted curve selected</source>
            <translation>ninguna curva ajustada elegida</translation>
        </message>
        <message>
            <source>no valid reference point</source>
            <translation>ningún punto de referencia válido</translation>
        </message>
        <message>
            <source>needs &gt;= %1 distinct GPU counts, has %2</source>
            <translation>necesita &gt;= %1 números de GPU distintos, tiene %2</translation>
        </message>
        <message>
            <source>the USL is undefined at these points (reference above the smallest N)</source>
            <translation>la USL no está definida en estos puntos (referencia por encima del menor N)</translation>
        </message>
        <message>
            <source>refitting without each of %1 points is over the work budget of one series (%2 steps)</source>
            <translation>reajustar sin cada uno de los %1 puntos supera el presupuesto de trabajo de una serie (%2 pasos)</translation>
        </message>
        <message>
            <source>%1 rebuilds of %2 entries each are over the work budget of one series (%3 steps)</source>
            <translation>%1 reconstrucciones de %2 entradas cada una superan el presupuesto de trabajo de una serie (%3 pasos)</translation>
        </message>
        <message>
            <source>entry bootstrap switched off</source>
            <translation>bootstrap de entradas desactivado</translation>
        </message>
        <message>
            <source>only %1 distinct GPU counts (the entry bootstrap needs %2)</source>
            <translation>solo %1 números de GPU distintos (el bootstrap de entradas necesita %2)</translation>
        </message>
        <message>
            <source>fewer than %1 resamples of %2 entries fit in the work budget of one series (%3 steps)</source>
            <translation>caben menos de %1 remuestreos de %2 entradas en el presupuesto de trabajo de una serie (%3 pasos)</translation>
        </message>
        <message>
            <source>samples to converge for only %1 of the curve's GPU counts (at least 3 are needed)</source>
            <translation>muestras hasta converger en solo %1 de los números de GPU de la curva (hacen falta al menos 3)</translation>
        </message>
        <message>
            <source>no samples to converge at N = %1 or at the reference</source>
            <translation>sin muestras hasta converger en N = %1 o en la referencia</translation>
        </message>
        <message>
            <source>efficiency at N = %1 is not below 1: nothing lost</source>
            <translation>la eficiencia en N = %1 no es menor que 1: no se pierde nada</translation>
        </message>
        <message>
            <source>no series</source>
            <translation>sin serie</translation>
        </message>
        <message>
            <source>only %1 GPU counts measured (at least 3 are needed)</source>
            <translation>solo se midieron %1 números de GPU (hacen falta al menos 3)</translation>
        </message>
        <message>
            <source>only %1 GPU count measured (at least 3 are needed)</source>
            <translation>solo se midió %1 número de GPU (hacen falta al menos 3)</translation>
        </message>
        <message>
            <source>no rule gives an estimate up to N = %1</source>
            <translation>ninguna regla da una estimación hasta N = %1</translation>
        </message>
        <message>
            <source>defined for p &gt; 1 only (N above the reference's)</source>
            <translation>definido solo para p &gt; 1 (N por encima del de la referencia)</translation>
        </message>
        <message>
            <source>republished from %1: counted once, under its first round</source>
            <translation>republicado de %1: se cuenta una vez, en su primera ronda</translation>
        </message>
        <message>
            <source>not on the frontier</source>
            <translation>no está en la frontera</translation>
        </message>
        <message>
            <source>dominated: not faster than a frontier point with fewer GPUs</source>
            <translation>dominado: no es más rápido que un punto de la frontera con menos GPU</translation>
        </message>
        <message>
            <source>first frontier point: no smaller N to compare with</source>
            <translation>primer punto de la frontera: no hay un N menor con el que comparar</translation>
        </message>
        <message>
            <source>different benchmarks (%1, %2)</source>
            <translation>benchmarks distintos (%1, %2)</translation>
        </message>
        <message>
            <source>a point has no time or no accelerators</source>
            <translation>un punto no tiene tiempo o no tiene aceleradores</translation>
        </message>
        <message>
            <source>%1 of %2 runs were rejected; at most %3 may be, so there is no score</source>
            <translation>se rechazaron %1 de %2 ejecuciones; como mucho puede haber %3, así que no hay puntuación</translation>
        </message>
        <message>
            <source>no result_*.txt files</source>
            <translation>ningún archivo result_*.txt</translation>
        </message>
        <message>
            <source>only %1 valid runs: none is left after dropping the fastest and slowest</source>
            <translation>solo %1 ejecuciones válidas: no queda ninguna al descartar la más rápida y la más lenta</translation>
        </message>
        <message>
            <source>%1; no score</source>
            <translation>%1; sin puntuación</translation>
        </message>
        <message>
            <source>the folder cannot be read: %1</source>
            <translation>no se puede leer la carpeta: %1</translation>
        </message>
        <message>
            <source>invalid JSON: %1 at character %2 of the record</source>
            <translation>JSON no válido: %1 en el carácter %2 del registro</translation>
        </message>
        <message>
            <source>the MLLOG record is %1 bytes long, over the limit of %2 bytes (64 MiB) for one line; not read</source>
            <translation>el registro MLLOG ocupa %1 bytes, más que el límite de %2 bytes (64 MiB) para una línea; no se lee</translation>
        </message>
        <message>
            <source>the MLLOG record is not a JSON object</source>
            <translation>el registro MLLOG no es un objeto JSON</translation>
        </message>
        <message>
            <source>the MLLOG record has no "%1" field</source>
            <translation>el registro MLLOG no tiene el campo «%1»</translation>
        </message>
        <message>
            <source>time_ms is not a number: %1</source>
            <translation>time_ms no es un número: %1</translation>
        </message>
        <message>
            <source>time_ms is null</source>
            <translation>time_ms es nulo</translation>
        </message>
        <message>
            <source>time_ms is not a number</source>
            <translation>time_ms no es un número</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>%1 more %2 lines not listed</source>
            <translation>%1 líneas más de tipo «%2» sin listar</translation>
        </message>
        <message>
            <source>unparseable MLLOG</source>
            <translation>MLLOG ilegible</translation>
        </message>
        <message>
            <source>malformed MLLOG record</source>
            <translation>registro MLLOG mal formado</translation>
        </message>
        <message>
            <source>unreadable power log</source>
            <translation>registro de potencia ilegible</translation>
        </message>
        <message>
            <source>line %1: </source>
            <translation>línea %1: </translation>
        </message>
        <message>
            <source>aggregated record: </source>
            <translation>registro agregado: </translation>
        </message>
        <message>
            <source>line %1: %2</source>
            <translation>línea %1: %2</translation>
        </message>
        <message>
            <source>%1 (waived: %2)</source>
            <translation>%1 (dispensado: %2)</translation>
        </message>
        <message>
            <source>%1: %2 more failures like the above</source>
            <translation>%1: %2 fallos más como los anteriores</translation>
        </message>
        <message>
            <source>%1: END check failed: %2</source>
            <translation>%1: falló la comprobación END: %2</translation>
        </message>
        <message>
            <source>%1%2 check failed: %3</source>
            <translation>%1%2: falló la comprobación %3</translation>
        </message>
        <message>
            <source>%1: expected exactly one occurrence, found 0</source>
            <translation>%1: se esperaba exactamente una aparición, hay 0</translation>
        </message>
        <message>
            <source>%1: expected exactly one occurrence, found %2 with different values</source>
            <translation>%1: se esperaba exactamente una aparición, hay %2 con valores distintos</translation>
        </message>
        <message>
            <source>%1: expected exactly one occurrence, found %2 with the same value (accepted, as the official checker does)</source>
            <translation>%1: se esperaba exactamente una aparición, hay %2 con el mismo valor (se acepta, como hace el verificador oficial)</translation>
        </message>
        <message>
            <source>%1: expected at least one occurrence, found 0</source>
            <translation>%1: se esperaba al menos una aparición, hay 0</translation>
        </message>
        <message>
            <source>%1: expected at least %2 occurrences, found %3</source>
            <translation>%1: se esperaban al menos %2 apariciones, hay %3</translation>
        </message>
        <message>
            <source>%1 or %2</source>
            <translation>%1 o %2</translation>
        </message>
        <message>
            <source>%1: expected at least one occurrence of either, found none</source>
            <translation>%1: se esperaba al menos una aparición de alguno, no hay ninguna</translation>
        </message>
        <message>
            <source>%1: quality target not met by any of the %2 occurrences: %3</source>
            <translation>%1: ninguna de las %2 apariciones alcanza el objetivo de calidad: %3</translation>
        </message>
        <message>
            <source>Log lines had parsing errors.</source>
            <translation>Hubo errores al analizar líneas del registro.</translation>
        </message>
        <message>
            <source>No log lines detected.</source>
            <translation>No se detectó ninguna línea de registro.</translation>
        </message>
        <message>
            <source>line %1: parse error: %2</source>
            <translation>línea %1: error de análisis: %2</translation>
        </message>
        <message>
            <source>line %1: malformed record (%2); the official checker crashes on it, so the run is rejected</source>
            <translation>línea %1: registro mal formado (%2); el verificador oficial falla con él, así que se rechaza la ejecución</translation>
        </message>
        <message>
            <source>%1; and %2 more</source>
            <translation>%1; y %2 más</translation>
        </message>
        <message>
            <source>failed compliance</source>
            <translation>no cumple las reglas</translation>
        </message>
        <message>
            <source>the run time is not a number (run_start time_ms %1, run_stop time_ms %2)</source>
            <translation>el tiempo de ejecución no es un número (time_ms de run_start %1, time_ms de run_stop %2)</translation>
        </message>
        <message>
            <source>run_stop (time_ms %1) is earlier than run_start (time_ms %2)</source>
            <translation>run_stop (time_ms %1) es anterior a run_start (time_ms %2)</translation>
        </message>
        <message>
            <source>%1 time_ms %2 is past 2^53 ms, where milliseconds are no longer exact; not a plausible time</source>
            <translation>el time_ms %2 de %1 pasa de 2^53 ms, donde los milisegundos dejan de ser exactos; no es un tiempo plausible</translation>
        </message>
        <message>
            <source>the run lasts %1 days (run_start time_ms %2, run_stop time_ms %3), more than a year; not a plausible run time</source>
            <translation>la ejecución dura %1 días (time_ms de run_start %2, time_ms de run_stop %3), más de un año; no es un tiempo de ejecución plausible</translation>
        </message>
        <message>
            <source>no run_start and run_stop pair, so there is no run time</source>
            <translation>no hay un par run_start y run_stop, así que no hay tiempo de ejecución</translation>
        </message>
        <message>
            <source>cannot open: %1</source>
            <translation>no se puede abrir: %1</translation>
        </message>
        <message>
            <source>cannot read: %1</source>
            <translation>no se puede leer: %1</translation>
        </message>
        <message>
            <source>is a folder, not a file</source>
            <translation>es una carpeta, no un archivo</translation>
        </message>
        <message>
            <source>is a FIFO, not a regular file</source>
            <translation>es un FIFO, no un archivo normal</translation>
        </message>
        <message>
            <source>is a device, not a regular file</source>
            <translation>es un dispositivo, no un archivo normal</translation>
        </message>
        <message>
            <source>is a socket, not a regular file</source>
            <translation>es un socket, no un archivo normal</translation>
        </message>
        <message>
            <source>is not a regular file</source>
            <translation>no es un archivo normal</translation>
        </message>
        <message>
            <source>grew while being read (it had %1 bytes); read it again when it is complete</source>
            <translation>creció mientras se leía (tenía %1 bytes); léalo de nuevo cuando esté completo</translation>
        </message>
        <message>
            <source>shrank while being read (%1 bytes expected, %2 read); read it again when it is complete</source>
            <translation>se redujo mientras se leía (se esperaban %1 bytes, se leyeron %2); léalo de nuevo cuando esté completo</translation>
        </message>
        <message>
            <source>is %1 bytes (%2), over %3; not read</source>
            <translation>ocupa %1 bytes (%2), más que %3; no se lee</translation>
        </message>
        <message>
            <source>is at least %1 bytes (%2), over %3; not read</source>
            <translation>ocupa al menos %1 bytes (%2), más que %3; no se lee</translation>
        </message>
        <message>
            <source>the limit of %1 for one file</source>
            <translation>el límite de %1 para un archivo</translation>
        </message>
        <message>
            <source>the limit of %1 for a dataset file</source>
            <translation>el límite de %1 para un archivo de conjunto de datos</translation>
        </message>
        <message>
            <source>what is left (%1) of the import's budget of %2</source>
            <translation>lo que queda (%1) del presupuesto de la importación de %2</translation>
        </message>
        <message>
            <source>line %1 is longer than the limit of %2 for one line (%3 bytes); not read</source>
            <translation>la línea %1 supera el límite de %2 para una línea (%3 bytes); no se lee</translation>
        </message>
        <message>
            <source>has a line longer than the limit of %1 for one line (%2 bytes); not read</source>
            <translation>tiene una línea que supera el límite de %1 para una línea (%2 bytes); no se lee</translation>
        </message>
        <message>
            <source>cannot list this folder (%1); skipped</source>
            <translation>no se puede listar esta carpeta (%1); se omite</translation>
        </message>
        <message>
            <source>cannot list this folder (%1)</source>
            <translation>no se puede listar esta carpeta (%1)</translation>
        </message>
        <message>
            <source>listing stopped early (%1); the rest of this folder is skipped</source>
            <translation>el listado se detuvo antes de tiempo (%1); se omite el resto de esta carpeta</translation>
        </message>
        <message>
            <source>is both a file and a folder in the archive; the file is kept</source>
            <translation>es a la vez un archivo y una carpeta en el archivo comprimido; se conserva el archivo</translation>
        </message>
        <message>
            <source>is both a folder and a file in the archive; the folder is kept</source>
            <translation>es a la vez una carpeta y un archivo en el archivo comprimido; se conserva la carpeta</translation>
        </message>
        <message>
            <source>is inside %1, which is a file in the archive; not read</source>
            <translation>está dentro de %1, que es un archivo en el archivo comprimido; no se lee</translation>
        </message>
        <message>
            <source>appears more than once in the archive; the first copy is used</source>
            <translation>aparece más de una vez en el archivo comprimido; se usa la primera copia</translation>
        </message>
        <message>
            <source>is not a folder in the archive; skipped</source>
            <translation>no es una carpeta en el archivo comprimido; se omite</translation>
        </message>
        <message>
            <source>is not in the archive</source>
            <translation>no está en el archivo comprimido</translation>
        </message>
        <message>
            <source>has no name; not read</source>
            <translation>no tiene nombre; no se lee</translation>
        </message>
        <message>
            <source>has an absolute path; not read</source>
            <translation>tiene una ruta absoluta; no se lee</translation>
        </message>
        <message>
            <source>has a drive letter (an absolute Windows path); not read</source>
            <translation>tiene una letra de unidad (una ruta absoluta de Windows); no se lee</translation>
        </message>
        <message>
            <source>has a ".." component, which would point outside the archive; not read</source>
            <translation>tiene un componente «..», que apuntaría fuera del archivo comprimido; no se lee</translation>
        </message>
        <message>
            <source>is a hard link (to %1); not read</source>
            <translation>es un enlace duro (a %1); no se lee</translation>
        </message>
        <message>
            <source>is a symbolic link (to %1); not read</source>
            <translation>es un enlace simbólico (a %1); no se lee</translation>
        </message>
        <message>
            <source>is a device file; not read</source>
            <translation>es un archivo de dispositivo; no se lee</translation>
        </message>
        <message>
            <source>is a FIFO; not read</source>
            <translation>es un FIFO; no se lee</translation>
        </message>
        <message>
            <source>is a socket; not read</source>
            <translation>es un socket; no se lee</translation>
        </message>
        <message>
            <source>has an unknown entry type; not read</source>
            <translation>tiene un tipo de entrada desconocido; no se lee</translation>
        </message>
        <message>
            <source>is %1, more than the limit of %2 for one file (no MLPerf log is that big); not read</source>
            <translation>ocupa %1, más que el límite de %2 para un archivo (ningún registro de MLPerf es tan grande); no se lee</translation>
        </message>
        <message>
            <source>the archive is truncated: it ends before %1 is complete (%2); nothing after that was read</source>
            <translation>el archivo comprimido está truncado: termina antes de que %1 esté completo (%2); no se leyó nada después</translation>
        </message>
        <message>
            <source>the archive is damaged or truncated (%1); nothing could be read from it</source>
            <translation>el archivo comprimido está dañado o truncado (%1); no se pudo leer nada de él</translation>
        </message>
        <message>
            <source>the archive is damaged or truncated (%1); entries after %2 were not read</source>
            <translation>el archivo comprimido está dañado o truncado (%1); no se leyeron las entradas posteriores a %2</translation>
        </message>
        <message>
            <source>the archive unpacks to more than %1, the limit for one import; reading stopped in %2 and the rest was not read</source>
            <translation>el archivo comprimido se descomprime en más de %1, el límite para una importación; la lectura se detuvo en %2 y el resto no se leyó</translation>
        </message>
        <message>
            <source>%1: cannot be read as an archive (%2)</source>
            <translation>%1: no se puede leer como archivo comprimido (%2)</translation>
        </message>
        <message>
            <source>%1: the archive holds no files</source>
            <translation>%1: el archivo comprimido no contiene archivos</translation>
        </message>
        <message>
            <source>%1: nothing could be read (%2)</source>
            <translation>%1: no se pudo leer nada (%2)</translation>
        </message>
        <message>
            <source>%1: no such file or folder</source>
            <translation>%1: no existe ese archivo o carpeta</translation>
        </message>
        <message>
            <source>%1: neither a folder nor an archive (.zip, .tar.gz, .tgz, .tar.xz); open datasets with their own command</source>
            <translation>%1: no es una carpeta ni un archivo comprimido (.zip, .tar.gz, .tgz, .tar.xz); abra los conjuntos de datos con su propia orden</translation>
        </message>
        <message>
            <source>%1: not an MLPerf round, submitter, system or benchmark folder (a round holds &lt;submitter&gt;/systems and &lt;submitter&gt;/results)</source>
            <translation>%1: no es una carpeta de ronda, participante, sistema o benchmark de MLPerf (una ronda contiene &lt;participante&gt;/systems y &lt;participante&gt;/results)</translation>
        </message>
        <message>
            <source>nothing to import</source>
            <translation>nada que importar</translation>
        </message>
        <message>
            <source>nothing to import: give at least one folder or archive</source>
            <translation>nada que importar: indique al menos una carpeta o un archivo comprimido</translation>
        </message>
        <message>
            <source>the import was cancelled</source>
            <translation>se canceló la importación</translation>
        </message>
        <message>
            <source>unknown ruleset %1 for %2; known rulesets: %3</source>
            <translation>conjunto de reglas %1 desconocido para %2; conjuntos de reglas conocidos: %3</translation>
        </message>
        <message>
            <source>the JSON is nested deeper than %1 levels; system skipped</source>
            <translation>el JSON está anidado a más de %1 niveles; sistema omitido</translation>
        </message>
        <message>
            <source>not valid JSON (%1); system skipped</source>
            <translation>no es JSON válido (%1); sistema omitido</translation>
        </message>
        <message>
            <source>the system description is not a JSON object; system skipped</source>
            <translation>la descripción del sistema no es un objeto JSON; sistema omitido</translation>
        </message>
        <message>
            <source>the field "%1" is missing; system skipped</source>
            <translation>falta el campo «%1»; sistema omitido</translation>
        </message>
        <message>
            <source>"%1" is %2, not an integer; system skipped</source>
            <translation>«%1» es %2, no un entero; sistema omitido</translation>
        </message>
        <message>
            <source>"%1" is %2, a negative count; system skipped</source>
            <translation>«%1» es %2, un número negativo; sistema omitido</translation>
        </message>
        <message>
            <source>"%1" is %2, more than %3 (2^31 - 1), not a plausible count; system skipped</source>
            <translation>«%1» es %2, más de %3 (2^31 - 1), no es un número plausible; sistema omitido</translation>
        </message>
        <message>
            <source>%1 is %2, more than %3; system skipped</source>
            <translation>%1 es %2, más de %3; sistema omitido</translation>
        </message>
        <message>
            <source>scaling.json: %1</source>
            <translation>scaling.json: %1</translation>
        </message>
        <message>
            <source>scaling.json is not valid JSON (%1)</source>
            <translation>scaling.json no es JSON válido (%1)</translation>
        </message>
        <message>
            <source>scaling.json has no numeric "scaling_factor"</source>
            <translation>scaling.json no tiene un «scaling_factor» numérico</translation>
        </message>
        <message>
            <source>scaling.json has "scaling_factor" %1, not a positive number</source>
            <translation>scaling.json tiene «scaling_factor» %1, que no es un número positivo</translation>
        </message>
        <message>
            <source>no benchmark '%1' (present: %2)</source>
            <translation>no hay ningún benchmark «%1» (presentes: %2)</translation>
        </message>
        <message>
            <source>benchmark '%1' names different models in these rounds (%2); name the model</source>
            <translation>el benchmark «%1» designa modelos distintos en estas rondas (%2); indique el modelo</translation>
        </message>
        <message>
            <source>%1: the quality target changed in %2 (%3 before, %4 from then on); no factor spans the change</source>
            <translation>%1: el objetivo de calidad cambió en %2 (%3 antes, %4 desde entonces); ningún factor abarca el cambio</translation>
        </message>
        <message>
            <source>no scored closed-division entry of %1 in these rounds</source>
            <translation>ninguna entrada puntuada de la división cerrada de %1 en estas rondas</translation>
        </message>
        <message>
            <source>no entry of %1 at %2 GPUs (measured at %3)</source>
            <translation>ninguna entrada de %1 con %2 GPU (medido con %3)</translation>
        </message>
        <message>
            <source>%1 has no node_*.txt power log</source>
            <translation>%1 no tiene ningún registro de potencia node_*.txt</translation>
        </message>
        <message>
            <source>%1: the power logs give an energy that is not a number</source>
            <translation>%1: los registros de potencia dan una energía que no es un número</translation>
        </message>
        <message>
            <source>%1: power_reading at line %2 is not a number</source>
            <translation>%1: power_reading en la línea %2 no es un número</translation>
        </message>
        <message>
            <source>%1: no power_measurement_start record</source>
            <translation>%1: ningún registro power_measurement_start</translation>
        </message>
        <message>
            <source>%1: the power measurement window is empty (stop equals start)</source>
            <translation>%1: la ventana de medida de potencia está vacía (el final es igual al inicio)</translation>
        </message>
        <message>
            <source>%1: interconnect_power_est at line %2 is not a number</source>
            <translation>%1: interconnect_power_est en la línea %2 no es un número</translation>
        </message>
        <message>
            <source>listing stopped early (%1)</source>
            <translation>el listado se detuvo antes de tiempo (%1)</translation>
        </message>
        <message>
            <source>no such file or folder</source>
            <translation>no existe ese archivo o carpeta</translation>
        </message>
        <message>
            <source>neither a folder nor an archive (.zip, .tar.gz, .tgz, .tar.xz); open datasets with their own command</source>
            <translation>no es una carpeta ni un archivo comprimido (.zip, .tar.gz, .tgz, .tar.xz); abra los conjuntos de datos con su propia orden</translation>
        </message>
        <message>
            <source>not an MLPerf round, submitter, system or benchmark folder (a round holds &lt;submitter&gt;/systems and &lt;submitter&gt;/results)</source>
            <translation>no es una carpeta de ronda, participante, sistema o benchmark de MLPerf (una ronda contiene &lt;participante&gt;/systems y &lt;participante&gt;/results)</translation>
        </message>
        <message>
            <source>is not a folder in the archive</source>
            <translation>no es una carpeta en el archivo comprimido</translation>
        </message>
        <message>
            <source>has a header that cannot be read (%1); not read</source>
            <translation>tiene una cabecera que no se puede leer (%1); no se lee</translation>
        </message>
        <message>
            <source>the archive holds more than %1 entries, the limit for one import (no round has that many files); the rest was not read</source>
            <translation>el archivo comprimido contiene más de %1 entradas, el límite para una importación (ninguna ronda tiene tantos archivos); el resto no se leyó</translation>
        </message>
        <message>
            <source>could not be read completely (%1); not imported</source>
            <translation>no se pudo leer completo (%1); no se importa</translation>
        </message>
        <message>
            <source>unpacks to more than the limit of %1 for one file (no MLPerf log is that big); not read</source>
            <translation>se descomprime en más que el límite de %1 para un archivo (ningún registro de MLPerf es tan grande); no se lee</translation>
        </message>
        <message>
            <source>the archive unpacks to more than %1 times its size (a decompression bomb, not a round); reading stopped in %2 and the rest was not read</source>
            <translation>el archivo comprimido se descomprime en más de %1 veces su tamaño (una bomba de descompresión, no una ronda); la lectura se detuvo en %2 y el resto no se leyó</translation>
        </message>
        <message>
            <source>its first entry</source>
            <translation>su primera entrada</translation>
        </message>
        <message>
            <source>the entry after %1</source>
            <translation>la entrada que sigue a %1</translation>
        </message>
        <message>
            <source>cannot read archives (libarchive could not start)</source>
            <translation>no se pueden leer archivos comprimidos (libarchive no pudo iniciarse)</translation>
        </message>
        <message>
            <source>cannot be read as an archive (%1)</source>
            <translation>no se puede leer como archivo comprimido (%1)</translation>
        </message>
        <message>
            <source>was not kept in memory when the archive was read</source>
            <translation>no se conservó en memoria al leer el archivo comprimido</translation>
        </message>
        <message>
            <source>%1 : %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>%1 %2</source>
            <translation>%1 %2</translation>
        </message>
        <message>
            <source>accepted under %1; %2 reject it: %3</source>
            <translation>aceptada con %1; %2 la rechazan: %3</translation>
        </message>
        <message>
            <source>rejected under %1; %2 accept it</source>
            <translation>rechazada con %1; %2 la aceptan</translation>
        </message>
        <message>
            <source>the rules of ruleset %1 cannot be used: %2</source>
            <translation>las reglas del conjunto %1 no se pueden usar: %2</translation>
        </message>
        <message>
            <source>the %1 rules as published</source>
            <translation>las reglas %1 tal como se publicaron</translation>
        </message>
        <message>
            <source>today's %1 rules</source>
            <translation>las reglas %1 actuales</translation>
        </message>
        <message>
            <source>not valid JSON (%1)</source>
            <translation>no es JSON válido (%1)</translation>
        </message>
        <message>
            <source>too large to hold in memory</source>
            <translation>demasiado grande para caber en memoria</translation>
        </message>
        <message>
            <source>the document is not a JSON object</source>
            <translation>el documento no es un objeto JSON</translation>
        </message>
        <message>
            <source>is not an object</source>
            <translation>no es un objeto</translation>
        </message>
        <message>
            <source>missing field "%1"</source>
            <translation>falta el campo "%1"</translation>
        </message>
        <message>
            <source>field "%1" must be a string</source>
            <translation>el campo "%1" debe ser una cadena</translation>
        </message>
        <message>
            <source>field "%1" must be an integer</source>
            <translation>el campo "%1" debe ser un entero</translation>
        </message>
        <message>
            <source>field "%1" must be an integer that fits in 64 bits</source>
            <translation>el campo "%1" debe ser un entero que quepa en 64 bits</translation>
        </message>
        <message>
            <source>field "%1" must be an integer that fits in 32 bits</source>
            <translation>el campo "%1" debe ser un entero que quepa en 32 bits</translation>
        </message>
        <message>
            <source>field "%1" must be a number</source>
            <translation>el campo "%1" debe ser un número</translation>
        </message>
        <message>
            <source>field "%1" must be true or false</source>
            <translation>el campo "%1" debe ser true o false</translation>
        </message>
        <message>
            <source>field "%1" must be an array</source>
            <translation>el campo "%1" debe ser una lista</translation>
        </message>
        <message>
            <source>field "%1" must not be negative</source>
            <translation>el campo "%1" no debe ser negativo</translation>
        </message>
        <message>
            <source>field "line" must be a line number</source>
            <translation>el campo "line" debe ser un número de línea</translation>
        </message>
        <message>
            <source>unknown run status "%1"</source>
            <translation>estado de ejecución "%1" desconocido</translation>
        </message>
        <message>
            <source>unknown severity "%1" or kind "%2"</source>
            <translation>gravedad "%1" o tipo "%2" desconocidos</translation>
        </message>
        <message>
            <source>not a scalescope dataset ("format" is %1, expected "%2")</source>
            <translation>no es un conjunto de datos de scalescope ("format" es %1; se esperaba "%2")</translation>
        </message>
        <message>
            <source>unsupported dataset version %1 (this build reads version %2); a newer scalescope may read it</source>
            <translation>versión de conjunto de datos %1 no admitida (esta compilación lee la versión %2); puede que un scalescope más reciente la lea</translation>
        </message>
        <message>
            <source>nested deeper than %1 levels (a dataset file nests 10)</source>
            <translation>anidado a más de %1 niveles (un archivo de conjunto de datos anida 10)</translation>
        </message>
        <message>
            <source>a string of %1 bytes</source>
            <translation>una cadena de %1 bytes</translation>
        </message>
        <message>
            <source>a JSON %1</source>
            <translation>un valor JSON de tipo %1</translation>
        </message>
        <message>
            <source>from %1's own reference, %2: %3</source>
            <translation>desde la referencia propia de %1, %2: %3</translation>
        </message>
        <message>
            <source>N* ≈ %1</source>
            <translation>N* ≈ %1</translation>
        </message>
        <message>
            <source>no break-even up to N = %1 (lower bound)</source>
            <translation>sin punto de equilibrio hasta N = %1 (cota inferior)</translation>
        </message>
        <message>
            <source>no step falls below a = %1 on evidence (a single step below it is a caveat, not a break-even): the marginal break-even is beyond the largest N measured</source>
            <translation>ningún paso cae por debajo de a = %1 con evidencia (un solo paso por debajo es una advertencia, no un punto de equilibrio): el punto de equilibrio marginal está más allá del mayor N medido</translation>
        </message>
        <message>
            <source>%1→%2 GPUs, a = %3</source>
            <translation>%1→%2 GPU, a = %3</translation>
        </message>
        <message>
            <source>%1→%2 GPUs, a = %3 [%4, %5]</source>
            <translation>%1→%2 GPU, a = %3 [%4, %5]</translation>
        </message>
        <message>
            <source>one step below marginal return %1 is not a break-even: %2; %3</source>
            <translation>un solo paso por debajo del rendimiento marginal %1 no es un punto de equilibrio: %2; %3</translation>
        </message>
        <message>
            <source>on throughput a = %1: the larger global batch needed more samples to converge (a convergence dip)</source>
            <translation>en rendimiento a = %1: el lote global mayor necesitó más muestras para converger (una caída por convergencia)</translation>
        </message>
        <message>
            <source>its run-bootstrap interval reaches %1</source>
            <translation>su intervalo bootstrap de ejecuciones alcanza %1</translation>
        </message>
        <message>
            <source>it has no run-bootstrap interval, and the next step is not below</source>
            <translation>no tiene intervalo bootstrap de ejecuciones y el paso siguiente no está por debajo</translation>
        </message>
        <message>
            <source>on throughput (samples/s): the first step below marginal return %1 is %2→%3 GPUs (a = %4)</source>
            <translation>en rendimiento (muestras/s): el primer paso por debajo del rendimiento marginal %1 es %2→%3 GPU (a = %4)</translation>
        </message>
        <message>
            <source>on throughput (samples/s): no step falls below marginal return %1</source>
            <translation>en rendimiento (muestras/s): ningún paso cae por debajo del rendimiento marginal %1</translation>
        </message>
        <message>
            <source>efficiency stays &gt;= %1 up to N = %2 and no other rule fires on evidence</source>
            <translation>la eficiencia se mantiene &gt;= %1 hasta N = %2 y ninguna otra regla se activa con evidencia</translation>
        </message>
        <message>
            <source>its samples to converge are unknown</source>
            <translation>se desconocen sus muestras hasta converger</translation>
        </message>
        <message>
            <source>it has no bootstrap interval to tell it from run noise</source>
            <translation>no tiene intervalo bootstrap para distinguirlo del ruido entre ejecuciones</translation>
        </message>
        <message>
            <source>it did not converge in fewer samples than the reference (%1x)</source>
            <translation>no convergió con menos muestras que la referencia (%1x)</translation>
        </message>
        <message>
            <source>its run bootstrap interval %1 to %2 contains 1, so run noise alone can explain it</source>
            <translation>su intervalo bootstrap de ejecuciones, de %1 a %2, contiene 1, así que el ruido entre ejecuciones basta para explicarlo</translation>
        </message>
        <message>
            <source>its run bootstrap interval %1 to %2 lies above 1, so run noise alone does not explain it</source>
            <translation>su intervalo bootstrap de ejecuciones, de %1 a %2, queda por encima de 1, así que el ruido entre ejecuciones no basta para explicarlo</translation>
        </message>
        <message>
            <source>it converged in fewer samples than the reference (%1x)</source>
            <translation>convergió con menos muestras que la referencia (%1x)</translation>
        </message>
        <message>
            <source>At %1 GPUs (%2) efficiency is %3, above linear: %4; %5.</source>
            <translation>Con %1 GPU (%2) la eficiencia es %3, por encima de lineal: %4; %5.</translation>
        </message>
        <message>
            <source>at %1 GPUs the official score's RCP normalisation multiplies efficiency by %2: throughput efficiency over sample inflation is %3, efficiency on time %4</source>
            <translation>a %1 GPU la normalización RCP de la puntuación oficial multiplica la eficiencia por %2: la eficiencia en rendimiento entre la inflación de muestras es %3, la eficiencia en tiempo %4</translation>
        </message>
        <message>
            <source>%1 entries republish the result logs of earlier entries: %2 (the same MLLOG records); series count each set of logs once, under its first round and system</source>
            <translation>%1 entradas vuelven a publicar los registros de resultados de entradas anteriores: %2 (los mismos registros MLLOG); las series cuentan cada conjunto de registros una vez, en su primera ronda y sistema</translation>
        </message>
        <message>
            <source>1 entry republishes the result logs of an earlier entry: %1 (the same MLLOG records); series count each set of logs once, under its first round and system</source>
            <translation>1 entrada vuelve a publicar los registros de resultados de una entrada anterior: %1 (los mismos registros MLLOG); las series cuentan cada conjunto de registros una vez, en su primera ronda y sistema</translation>
        </message>
        <message>
            <source>%1 (first in %2)</source>
            <translation>%1 (primero en %2)</translation>
        </message>
        <message>
            <source>The curve joins results of %1 rounds (%2).</source>
            <translation>La curva une resultados de %1 rondas (%2).</translation>
        </message>
        <message>
            <source>Its entries name %1 frameworks (%2): part of what changes from point to point can be software, not scale.</source>
            <translation>Sus entradas nombran %1 frameworks (%2): parte de lo que cambia de un punto a otro puede ser el software, no la escala.</translation>
        </message>
        <message>
            <source>%1 (also published as %2)</source>
            <translation>%1 (también publicado como %2)</translation>
        </message>
        <message>
            <source>%1 republishes the result logs of %2 (%3)</source>
            <translation>%1 vuelve a publicar los registros de resultados de %2 (%3)</translation>
        </message>
        <message>
            <source>%1 republishes the result logs of %2 (%3): left out, counted once as that point</source>
            <translation>%1 vuelve a publicar los registros de resultados de %2 (%3): se omite, se cuenta una vez como ese punto</translation>
        </message>
        <message>
            <source>%1 republishes result logs first published in %2</source>
            <translation>%1 vuelve a publicar registros de resultados publicados primero en %2</translation>
        </message>
        <message>
            <source>fastest entry at the fewest GPUs</source>
            <translation>la entrada más rápida con menos GPU</translation>
        </message>
        <message>
            <source>study rule: fewest GPUs, slowest among ties</source>
            <translation>regla del estudio: menos GPU, la más lenta en empate</translation>
        </message>
        <message>
            <source>chosen point</source>
            <translation>punto elegido</translation>
        </message>
        <message>
            <source>reference %1 is not in this series: %2 used</source>
            <translation>la referencia %1 no está en esta serie: se usa %2</translation>
        </message>
    </context>
    <context>
        <name>AnalysisSettings</name>
        <message>
            <source>The saved efficiency threshold %1 is not above 0 and below 1: the default %2 is used.</source>
            <translation>El umbral de eficiencia guardado %1 no es mayor que 0 y menor que 1: se usa el valor predeterminado %2.</translation>
        </message>
        <message>
            <source>The curve joins results of %1 rounds (%2).</source>
            <translation>La curva une resultados de %1 rondas (%2).</translation>
        </message>
        <message>
            <source>Its entries name %1 frameworks (%2): part of what changes from point to point can be software, not scale.</source>
            <translation>Sus entradas nombran %1 frameworks (%2): parte de lo que cambia de un punto a otro puede ser el software, no la escala.</translation>
        </message>
        <message>
            <source>%1 (also published as %2)</source>
            <translation>%1 (también publicado como %2)</translation>
        </message>
        <message>
            <source>%1 republishes the result logs of %2 (%3)</source>
            <translation>%1 vuelve a publicar los registros de resultados de %2 (%3)</translation>
        </message>
        <message>
            <source>%1 republishes the result logs of %2 (%3): left out, counted once as that point</source>
            <translation>%1 vuelve a publicar los registros de resultados de %2 (%3): se omite, se cuenta una vez como ese punto</translation>
        </message>
        <message>
            <source>%1 republishes result logs first published in %2</source>
            <translation>%1 vuelve a publicar registros de resultados publicados primero en %2</translation>
        </message>
        <message>
            <source>%1 entries republish the result logs of earlier entries: %2 (the same MLLOG records); series count each set of logs once, under its first round and system</source>
            <translation>%1 entradas vuelven a publicar los registros de resultados de entradas anteriores: %2 (los mismos registros MLLOG); las series cuentan cada conjunto de registros una vez, en su primera ronda y sistema</translation>
        </message>
        <message>
            <source>1 entry republishes the result logs of an earlier entry: %1 (the same MLLOG records); series count each set of logs once, under its first round and system</source>
            <translation>1 entrada vuelve a publicar los registros de resultados de una entrada anterior: %1 (los mismos registros MLLOG); las series cuentan cada conjunto de registros una vez, en su primera ronda y sistema</translation>
        </message>
        <message>
            <source>%1 (first in %2)</source>
            <translation>%1 (primero en %2)</translation>
        </message>
    </context>
    <context>
        <name>MarkerText</name>
        <message>
            <source>No break-even: no series</source>
            <translation>Sin punto de equilibrio: no hay serie</translation>
        </message>
        <message>
            <source>θ = %1</source>
            <translation>θ = %1</translation>
        </message>
        <message>
            <source>marginal return &lt; %1</source>
            <translation>rendimiento marginal &lt; %1</translation>
        </message>
        <message>
            <source>knee</source>
            <translation>codo</translation>
        </message>
        <message>
            <source>cost optimum</source>
            <translation>óptimo de coste</translation>
        </message>
        <message>
            <source>No break-even: only 1 GPU count measured (at least 3 are needed)</source>
            <translation>Sin punto de equilibrio: solo se midió 1 número de GPU (hacen falta al menos 3)</translation>
        </message>
        <message>
            <source>No break-even: only %1 GPU counts measured (at least 3 are needed)</source>
            <translation>Sin punto de equilibrio: solo se midieron %1 números de GPU (hacen falta al menos 3)</translation>
        </message>
        <message>
            <source>No break-even up to N = %1 (lower bound): efficiency stays ≥ %2 and no other rule fires on evidence</source>
            <translation>Sin punto de equilibrio hasta N = %1 (cota inferior): la eficiencia se mantiene ≥ %2 y ninguna otra regla se activa con evidencia</translation>
        </message>
        <message>
            <source>No break-even: no rule gives an estimate up to N = %1</source>
            <translation>Sin punto de equilibrio: ninguna regla da una estimación hasta N = %1</translation>
        </message>
        <message>
            <source>Break-even (%1): between %2 and %3 GPUs, not measured there</source>
            <translation>Punto de equilibrio (%1): entre %2 y %3 GPU, sin medir ahí</translation>
        </message>
        <message>
            <source>Break-even (%1): N* ≈ %2 (entries %3–%4, %5% of resamples cross), last measured %6</source>
            <translation>Punto de equilibrio (%1): N* ≈ %2 (entradas %3–%4, el %5% de los remuestreos cruza), último medido %6</translation>
        </message>
        <message>
            <source>Break-even (%1): N* ≈ %2 (run noise only: %3–%4), last measured %5</source>
            <translation>Punto de equilibrio (%1): N* ≈ %2 (solo ruido entre ejecuciones: %3–%4), último medido %5</translation>
        </message>
        <message>
            <source>Break-even (%1): N* ≈ %2, last measured %3</source>
            <translation>Punto de equilibrio (%1): N* ≈ %2, último medido %3</translation>
        </message>
        <message>
            <source>Break-even (%1): N = %2</source>
            <translation>Punto de equilibrio (%1): N = %2</translation>
        </message>
        <message>
            <source>No break-even: %1 of 3 GPU counts needed</source>
            <translation>Sin punto de equilibrio: %1 de 3 números de GPU necesarios</translation>
        </message>
        <message>
            <source>No break-even up to N = %1 (lower bound)</source>
            <translation>Sin punto de equilibrio hasta N = %1 (cota inferior)</translation>
        </message>
        <message>
            <source>No break-even up to N = %1</source>
            <translation>Sin punto de equilibrio hasta N = %1</translation>
        </message>
        <message>
            <source>Break-even (%1): in the %2–%3 gap</source>
            <translation>Punto de equilibrio (%1): en el hueco %2–%3</translation>
        </message>
        <message>
            <source>Break-even (%1): N* ≈ %2</source>
            <translation>Punto de equilibrio (%1): N* ≈ %2</translation>
        </message>
        <message>
            <source>N = %1</source>
            <translation>N = %1</translation>
        </message>
        <message>
            <source>N ≈ %1 (between measured counts)</source>
            <translation>N ≈ %1 (entre números medidos)</translation>
        </message>
        <message>
            <source>geometric mean of %1 points</source>
            <translation>media geométrica de %1 puntos</translation>
        </message>
        <message>
            <source>%1 fit</source>
            <translation>ajuste %1</translation>
        </message>
        <message>
            <source>interpolated between N = %1 and %2</source>
            <translation>interpolado entre N = %1 y %2</translation>
        </message>
        <message>
            <source>efficiency θ = %1</source>
            <translation>eficiencia θ = %1</translation>
        </message>
        <message>
            <source>marginal return</source>
            <translation>rendimiento marginal</translation>
        </message>
        <message>
            <source>modelled cost optimum</source>
            <translation>óptimo de coste modelado</translation>
        </message>
        <message>
            <source>No series: choose a benchmark with scored results.</source>
            <translation>Sin serie: elija un benchmark con resultados puntuados.</translation>
        </message>
        <message>
            <source>measured: %1</source>
            <translation>medido: %1</translation>
        </message>
        <message>
            <source>modelled: %1</source>
            <translation>modelado: %1</translation>
        </message>
        <message>
            <source>modelled: %1, extrapolated beyond the largest measured N</source>
            <translation>modelado: %1, extrapolado más allá del mayor N medido</translation>
        </message>
        <message>
            <source>energy not modelled</source>
            <translation>energía no modelada</translation>
        </message>
        <message>
            <source>energy %1</source>
            <translation>energía %1</translation>
        </message>
        <message>
            <source>no energy (no power logs)</source>
            <translation>sin energía (sin registros)</translation>
        </message>
        <message>
            <source>N = %1 GPUs · %2 min (%3)</source>
            <translation>N = %1 GPU · %2 min (%3)</translation>
        </message>
        <message>
            <source>At N ≈ %1 (not a measured GPU count) · %2 min (%3)</source>
            <translation>En N ≈ %1 (no es un número de GPU medido) · %2 min (%3)</translation>
        </message>
        <message>
            <source>cost %1 at %2 per GPU-hour</source>
            <translation>coste %1 a %2 por hora-GPU</translation>
        </message>
        <message>
            <source>no price set</source>
            <translation>sin precio</translation>
        </message>
        <message>
            <source>Derived: speedup %1 · efficiency %2 · %3 GPU-hours · %4 · %5</source>
            <translation>Derivado: aceleración %1 · eficiencia %2 · %3 horas-GPU · %4 · %5</translation>
        </message>
        <message>
            <source>Bootstrap interval: none at the reference (speedup and efficiency are 1 by definition; its runs' spread is in every other point's interval)</source>
            <translation>Intervalo bootstrap: ninguno en la referencia (la aceleración y la eficiencia valen 1 por definición; la dispersión de sus ejecuciones está en el intervalo de cada uno de los demás puntos)</translation>
        </message>
        <message>
            <source>Bootstrap interval over the counted runs: speedup %1 to %2 · efficiency %3 to %4</source>
            <translation>Intervalo bootstrap sobre las ejecuciones contadas: aceleración de %1 a %2 · eficiencia de %3 a %4</translation>
        </message>
        <message>
            <source>No break-even rule puts its estimate at this N</source>
            <translation>Ninguna regla de equilibrio sitúa su estimación en este N</translation>
        </message>
        <message>
            <source>Break-even rules agreeing here: %1</source>
            <translation>Reglas de equilibrio que coinciden aquí: %1</translation>
        </message>
        <message>
            <source>%1 · rules agreeing here: %2</source>
            <translation>%1 · reglas que coinciden aquí: %2</translation>
        </message>
    </context>
</TS>
