package org.furylike.format.model;

public record Point(int x, int y, String label) {}
