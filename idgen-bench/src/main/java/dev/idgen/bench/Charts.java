package dev.idgen.bench;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Rectangle;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.title.TextTitle;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.jfree.svg.SVGGraphics2D;
import org.jfree.svg.SVGUtils;

/**
 * The runners' results as SVG line charts (JFreeChart drawn on JFreeSVG), for the README: one
 * file per chart under {@code docs/bench/} (or {@code --charts DIR}), named after the chart and the
 * database ({@code -embedded} or {@code -server}), overwritten by every run. Nothing here is drawn
 * by hand: a chart shows exactly the figures of the run that wrote it, and its subtitle says when,
 * where and at which load.
 */
final class Charts {

    /** System property / runner argument {@code --charts DIR}: where the charts go (default {@code docs/bench}). */
    static final String DIR_PROPERTY = "idgen.bench.charts";

    private static final int WIDTH = 720;
    private static final int HEIGHT = 420;
    private static final Color[] COLORS = {new Color(0x1f77b4), new Color(0xd62728), new Color(0x2ca02c),
        new Color(0xff7f0e), new Color(0x9467bd), new Color(0x8c564b), new Color(0x7f7f7f)};

    /** One line: a name and its points (x, y); a point with a NaN y is left out. */
    record Line(String name, double[] x, double[] y) {
    }

    private Charts() {
    }

    /** Ticks at 1, 10, 100, ... written as plain numbers (not 10^x). */
    private static void decades(LogAxis axis) {
        axis.setTickUnit(new org.jfree.chart.axis.NumberTickUnit(1.0));
        axis.setNumberFormatOverride(new java.text.DecimalFormat("#,##0.###",
                java.text.DecimalFormatSymbols.getInstance(java.util.Locale.ROOT)));
        axis.setMinorTickCount(9);
        axis.setMinorTickMarksVisible(true);
    }

    /** {@code -embedded} or {@code -server}: which database the figures come from. */
    static String databaseSuffix() {
        return BenchDatabase.onServer() ? "-server" : "-embedded";
    }

    /** The directory of the charts: {@code --charts DIR}, else {@code docs/bench} under the working directory. */
    static Path dir() {
        return Paths.get(System.getProperty(DIR_PROPERTY, "docs/bench"));
    }

    /**
     * Draws {@code lines} as one chart and writes it to {@code dir()/name + databaseSuffix() + ".svg"}.
     *
     * @param logX  a logarithmic x axis (keys, sub-keys)
     * @param logY  a logarithmic y axis (when lines differ by orders of magnitude)
     * @return the file written
     */
    static Path line(String name, String title, String subtitle, String xLabel, String yLabel, boolean logX, boolean logY,
                     List<Line> lines) throws IOException {
        XYSeriesCollection data = new XYSeriesCollection();
        for (Line l : lines) {
            XYSeries s = new XYSeries(l.name(), false, true);
            for (int i = 0; i < l.x().length; i++) {
                if (!Double.isNaN(l.y()[i]) && !Double.isInfinite(l.y()[i]) && (!logY || l.y()[i] > 0)) {
                    s.add(l.x()[i], l.y()[i]);
                }
            }
            data.addSeries(s);
        }
        JFreeChart chart = ChartFactory.createXYLineChart(title, xLabel, yLabel, data, PlotOrientation.VERTICAL,
                true, false, false);
        chart.setBackgroundPaint(Color.WHITE);
        chart.getTitle().setFont(new Font(Font.SANS_SERIF, Font.BOLD, 15));
        chart.addSubtitle(new TextTitle(subtitle, new Font(Font.SANS_SERIF, Font.PLAIN, 11)));
        XYPlot plot = chart.getXYPlot();
        plot.setBackgroundPaint(Color.WHITE);
        plot.setDomainGridlinePaint(Color.LIGHT_GRAY);
        plot.setRangeGridlinePaint(Color.LIGHT_GRAY);
        if (logX) {
            LogAxis x = new LogAxis(xLabel);
            x.setBase(10);
            x.setSmallestValue(0.5);
            decades(x);
            plot.setDomainAxis(x);
        } else {
            ((NumberAxis) plot.getDomainAxis()).setStandardTickUnits(NumberAxis.createIntegerTickUnits());
        }
        if (logY) {
            LogAxis y = new LogAxis(yLabel);
            y.setBase(10);
            y.setSmallestValue(1e-3);
            decades(y);
            plot.setRangeAxis(y);
        } else {
            ValueAxis y = plot.getRangeAxis();
            ((NumberAxis) y).setAutoRangeIncludesZero(true);
        }
        XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer(true, true);
        for (int i = 0; i < lines.size(); i++) {
            renderer.setSeriesPaint(i, COLORS[i % COLORS.length]);
            renderer.setSeriesStroke(i, new BasicStroke(2f));
        }
        plot.setRenderer(renderer);

        SVGGraphics2D g2 = new SVGGraphics2D(WIDTH, HEIGHT);
        chart.draw(g2, new Rectangle(0, 0, WIDTH, HEIGHT));
        Path file = dir().resolve(name + databaseSuffix() + ".svg");
        Files.createDirectories(file.toAbsolutePath().getParent());
        SVGUtils.writeToSVG(file.toFile(), g2.getSVGElement());
        System.out.println("# chart: " + file.toAbsolutePath().normalize());
        if (Boolean.getBoolean("idgen.bench.png")) { // a PNG beside it, to look at where no SVG viewer is
            org.jfree.chart.ChartUtils.saveChartAsPNG(dir().resolve(name + databaseSuffix() + ".png").toFile(), chart, WIDTH, HEIGHT);
        }
        return file;
    }

    /** {@code date, database, run, load average}: the subtitle of every chart. */
    static String subtitle(String database, String run) {
        return String.format(java.util.Locale.ROOT, "%s, %s, %s; load average %.1f on %d CPUs at the end",
                java.time.LocalDate.now(), database.replaceFirst(" \\(Debian[^)]*\\)", "").replaceFirst(", port \\d+", "")
                        .replaceFirst(", HikariCP.*$", ")"), run,
                java.lang.management.ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage(),
                Runtime.getRuntime().availableProcessors());
    }
}
