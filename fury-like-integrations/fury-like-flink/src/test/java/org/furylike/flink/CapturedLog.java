package org.furylike.flink;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.core.LogEvent;
import org.apache.logging.log4j.core.Logger;
import org.apache.logging.log4j.core.appender.AbstractAppender;
import org.apache.logging.log4j.core.config.Property;

/**
 * Collects what {@link FuryTypeSerializerSnapshot} logs while a job runs in this JVM (Flink's test
 * kit logs through Log4j 2), so a test can check the compatibility answer Flink received.
 */
final class CapturedLog extends AbstractAppender implements AutoCloseable {
  final List<String> messages = new CopyOnWriteArrayList<>();
  private final Logger logger;
  private final Level level;

  CapturedLog(Class<?> source) {
    super("captured-" + source.getSimpleName(), null, null, true, Property.EMPTY_ARRAY);
    logger = (Logger) LogManager.getLogger(source);
    level = logger.getLevel();
    start();
    logger.addAppender(this);
    logger.setLevel(Level.INFO);
  }

  @Override
  public void append(LogEvent event) {
    messages.add(event.getLevel() + " " + event.getMessage().getFormattedMessage());
  }

  @Override
  public void close() {
    logger.removeAppender(this);
    logger.setLevel(level);
    stop();
  }
}
