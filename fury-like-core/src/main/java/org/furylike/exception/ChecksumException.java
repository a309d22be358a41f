package org.furylike.exception;

/**
 * A message read with {@code withChecksum(true)} failed its integrity check: its CRC32C does not
 * match, or its declared length does not fit the bytes given. Nothing of it was decoded.
 */
public class ChecksumException extends DeserializationException {
  private static final long serialVersionUID = 1L;

  /**
   * Creates an exception with a message saying where the message lies and what did not match.
   *
   * @param message where the message lies and which checksum did not match
   */
  public ChecksumException(String message) {
    super(message);
  }
}
