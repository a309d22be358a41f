package org.furylike.format.model;

public enum Color {
  RED,
  GREEN,
  BLUE
}
