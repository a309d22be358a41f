package org.furylike.benchmark.report;

import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.imageio.ImageIO;
import org.furylike.benchmark.data.DataKind;
import org.furylike.benchmark.peer.Peer;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.style.Styler;

/**
 * Draws the scores as grouped bar charts with XChart: one panel per benchmark object, one group of
 * bars per peer, one bar per operation, stacked vertically in one PNG under a caption line.
 */
public final class BarChart {
  private static final int WIDTH = 1400;
  private static final int PANEL_HEIGHT = 520;
  private static final int CAPTION_HEIGHT = 60;
  private static final Color[] COLORS = {
    new Color(0x1f77b4), new Color(0xff7f0e), new Color(0x2ca02c)
  };

  private final JmhResults results;

  public BarChart(JmhResults results) {
    this.results = results;
  }

  /** Renders the chart to {@code png}; {@code caption} (machine, JDK) is printed on top. */
  public void write(Path png, String caption) throws IOException {
    List<DataKind> kinds = new ArrayList<>();
    for (DataKind data : DataKind.values()) {
      if (results.has(data)) {
        kinds.add(data);
      }
    }
    int height = CAPTION_HEIGHT + PANEL_HEIGHT * Math.max(1, kinds.size());
    BufferedImage image = new BufferedImage(WIDTH, height, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = image.createGraphics();
    try {
      g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
      g.setRenderingHint(
          RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
      g.setColor(Color.WHITE);
      g.fillRect(0, 0, WIDTH, height);
      g.setColor(Color.BLACK);
      g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 20));
      g.drawString("fury-like vs peers: throughput, million ops/s (higher is better)", 20, 28);
      g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 14));
      g.drawString(caption, 20, 50);
      for (int i = 0; i < kinds.size(); i++) {
        Graphics2D panel =
            (Graphics2D) g.create(0, CAPTION_HEIGHT + i * PANEL_HEIGHT, WIDTH, PANEL_HEIGHT);
        try {
          chart(kinds.get(i)).paint(panel, WIDTH, PANEL_HEIGHT);
        } finally {
          panel.dispose();
        }
      }
    } finally {
      g.dispose();
    }
    ImageIO.write(image, "png", png.toFile());
  }

  private CategoryChart chart(DataKind data) {
    CategoryChart chart =
        new CategoryChartBuilder()
            .width(WIDTH)
            .height(PANEL_HEIGHT)
            .title(data.toString())
            .yAxisTitle("million ops/s")
            .build();
    Styler styler = chart.getStyler();
    styler.setLegendPosition(Styler.LegendPosition.InsideNE);
    styler.setSeriesColors(COLORS);
    styler.setChartBackgroundColor(Color.WHITE);
    styler.setChartTitleFont(new Font(Font.SANS_SERIF, Font.BOLD, 16));
    chart.getStyler().setLabelsVisible(true);
    chart.getStyler().setLabelsFont(new Font(Font.SANS_SERIF, Font.PLAIN, 11));
    chart.getStyler().setLabelsFontColorAutomaticEnabled(false);
    chart.getStyler().setLabelsFontColor(Color.BLACK);
    chart.getStyler().setLabelsRotation(90);
    chart.getStyler().setLabelsPosition(1.0);
    chart.getStyler().setYAxisDecimalPattern("0.###");
    chart.getStyler().setYAxisMin(0.0);
    chart.getStyler().setAxisTickLabelsFont(new Font(Font.SANS_SERIF, Font.PLAIN, 13));
    // Slanted peer names, so long ones (fury-like-interpreter) do not run into their neighbours.
    chart.getStyler().setXAxisLabelRotation(15);
    List<String> peers = new ArrayList<>();
    for (Peer peer : Peer.values()) {
      peers.add(peer.displayName());
    }
    for (Operation op : Operation.values()) {
      List<Double> values = new ArrayList<>();
      for (Peer peer : Peer.values()) {
        JmhResults.Score s = results.get(op, peer, data);
        values.add(s == null ? 0.0 : s.opsPerSecond / 1e6);
      }
      chart.addSeries(op.label(), peers, values);
    }
    return chart;
  }
}
